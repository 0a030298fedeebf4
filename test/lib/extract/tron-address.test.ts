import { sha256 } from '@noble/hashes/sha2.js'
import { base58check } from '@scure/base'
import t from 'tap'
import { isTronAddress } from '../../../lib/extract/tron-address.js'

t.test('when a known Tron address is checked', async (t) => {
  t.ok(isTronAddress('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t'), "Tether's TRC20 contract is valid")
  t.notOk(isTronAddress('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u'), 'one changed character fails the checksum')
})

t.test('when addresses are built from 21 bytes', async (t) => {
  const codec = base58check(sha256)
  const body = Uint8Array.from({ length: 20 }, (_, i) => (i * 37 + 11) % 256)
  t.ok(isTronAddress(codec.encode(Uint8Array.of(0x41, ...body))), 'the 0x41 network prefix makes a Tron address')
  const bitcoin = codec.encode(Uint8Array.of(0x00, ...body))
  t.notOk(isTronAddress(bitcoin), 'another prefix does not')
})
