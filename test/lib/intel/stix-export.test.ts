import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { Ajv2020 } from 'ajv/dist/2020.js'
import t from 'tap'
import { csvCell, csvChunks, stixBundleChunks } from '../../../lib/intel/export-intel.js'
import type { IntelValue } from '../../../lib/intel/index-records.js'
import { intelKinds } from '../../../lib/intel/intel-kind.js'
import { STIX_NAMESPACE, uuidV5 } from '../../../lib/intel/uuid-v5.js'

const schema = JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'fixtures', 'stix-2.1', 'bundle.schema.json'), 'utf8'))
const validate = new Ajv2020({ allErrors: true, strict: false }).compile(schema)

const aValue = (kind: IntelValue['kind'], value: string, o: Partial<IntelValue> = {}): IntelValue => ({
  kind,
  value,
  sessions: 2,
  occurrences: 3,
  firstSeenAtMs: 1_770_000_000_123,
  lastSeenAtMs: 1_770_000_900_456,
  typeCounts: { KYC_BANKING: 1, LOTTERY_PRIZE: 1 },
  ...o,
})
// Every kind once, and the values a pattern or CSV could trip on.
const values: IntelValue[] = [
  aValue('phishingLinks', "http://bit.ly/it's\\here?a=1,b=2"),
  aValue('phishingLinks', 'https://bit.ly/other'),
  aValue('emailAddresses', 'support@sbi-help.com'),
  aValue('phoneNumbers', '+919876543210'),
  aValue('upiIds', 'kyc.help@fakebank', { sessions: 1, typeCounts: {} }),
  aValue('bankAccounts', '123456789012'),
  aValue('ifscCodes', 'SBIN0001234'),
  aValue('cryptoWallets', '0x52908400098527886e0f7030069857d2e4169ee7'),
  aValue('aadhaarNumbers', '234567890123'),
  aValue('panNumbers', 'ABCDE1234F'),
  aValue('caseIds', '=HYPERLINK("http://x")'),
  aValue('policyNumbers', 'PLI-9988-7766'),
  aValue('orderNumbers', 'OD1234567890'),
]
async function* pages(): AsyncGenerator<ReadonlyArray<IntelValue>> {
  yield values.slice(0, 5)
  yield values.slice(5)
}
const collect = async (chunks: AsyncIterable<string>): Promise<string> => {
  let text = ''
  for await (const c of chunks) text += c
  return text
}

t.test('when the index is exported as STIX 2.1', async (t) => {
  const bundle = JSON.parse(await collect(stixBundleChunks(pages())))
  t.ok(validate(bundle), 'the bundle is valid against the STIX 2.1 bundle schema')
  t.same(validate.errors ?? [], [], 'with no error')
  const byId = new Map<string, any>(bundle.objects.map((o: any) => [o.id, o]))
  t.equal(byId.size, bundle.objects.length, 'no object appears twice (a host two links share is one domain-name)')
  const refs = bundle.objects.flatMap((o: any) => [o.created_by_ref, o.source_ref, o.target_ref, ...(o.object_refs ?? [])].filter((r) => r !== undefined))
  t.same(refs.filter((r: string) => !byId.has(r)), [], 'every reference resolves inside the bundle')
  const custom = bundle.objects.filter((o: any) => o.type.startsWith('x-'))
  t.same([...new Set(custom.map((o: any) => o.type))].sort(), ['x-honeypot-bank-account', 'x-honeypot-crypto-wallet', 'x-honeypot-ifsc-code', 'x-honeypot-phone-number', 'x-honeypot-upi-id'], 'the kinds STIX has no type for are custom observables')
  for (const o of custom) {
    const definition = Object.keys(o.extensions)[0] as string
    t.same(byId.get(definition)?.extension_types, ['new-sco'], `${o.type} is defined by a new-sco extension definition in the bundle`)
    t.equal(byId.get(definition)?.name, o.type, 'named after the type it defines')
  }
  for (const o of bundle.objects.filter((x: any) => ['url', 'domain-name', 'email-addr'].includes(x.type) || x.type.startsWith('x-'))) {
    t.equal(o.id, `${o.type}--${uuidV5(STIX_NAMESPACE, JSON.stringify({ value: o.value }))}`, `${o.type} ${o.value} has the id STIX derives from its value`)
  }
  const indicators = bundle.objects.filter((o: any) => o.type === 'indicator')
  t.equal(indicators.length, 8, 'contact and payment values are indicators; Aadhaar, PAN and reference numbers are not')
  t.ok(indicators.some((i: any) => i.pattern === "[url:value = 'http://bit.ly/it\\'s\\\\here?a=1,b=2']"), "a quote and a backslash in a link are escaped in its pattern")
  t.same(bundle.objects.filter((o: any) => o.type === 'domain-name').map((o: any) => o.value), ['bit.ly'], "a link's host is a domain-name")
})

t.test('when an object breaks the specification', async (t) => {
  const bundle = JSON.parse(await collect(stixBundleChunks(pages())))
  const phone = bundle.objects.find((o: any) => o.type === 'x-honeypot-phone-number')
  delete phone.extensions
  t.notOk(validate(bundle), 'a custom observable without its extension is refused')
  const indicator = bundle.objects.find((o: any) => o.type === 'indicator')
  indicator.created = '2026-01-01T00:00:00Z'
  phone.extensions = { [Object.keys(bundle.objects.find((o: any) => o.type === 'x-honeypot-upi-id').extensions)[0] as string]: { extension_type: 'new-sco' } }
  t.notOk(validate(bundle), 'a created time without milliseconds is refused')
})

t.test('when the index is exported as CSV', async (t) => {
  const csv = await collect(csvChunks(pages()))
  const lines = csv.split('\r\n')
  t.equal(lines[0], 'kind,value,sessions,occurrences,first_seen,last_seen,first_seen_ms,last_seen_ms,scam_types', 'a header row comes first')
  t.equal(lines.length, values.length + 2, 'one row a value, each ended by CRLF')
  t.same(new Set(lines.slice(1, -1).map((l) => l.split(',')[0])), new Set(intelKinds), 'every kind is exported')
  t.ok(lines.includes('phoneNumbers,+919876543210,2,3,2026-02-02T02:40:00.123Z,2026-02-02T02:55:00.456Z,1770000000123,1770000900456,KYC_BANKING;LOTTERY_PRIZE'), 'a phone stays a plain number')
  t.equal(csvCell('=HYPERLINK("http://x")'), `"'=HYPERLINK(""http://x"")"`, 'a formula is defused and quoted')
  t.equal(csvCell('-12'), '-12', 'a negative number is not')
  t.equal(csvCell('@SUM(A1)'), "'@SUM(A1)", 'an @ formula is defused')
})
