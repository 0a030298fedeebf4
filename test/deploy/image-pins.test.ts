import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import t from 'tap'
import { parse } from 'yaml'

// Every image the build and the Dockerfile run, read as Renovate reads them. No registry is
// reachable from here, so a digest's truth is not checked (README.md, "Updates", says how it was
// and how an operator refreshes one); its form is, and that Renovate can keep each one current.
const root = join(import.meta.dirname, '..', '..')
const read = (file: string) => readFileSync(join(root, file), 'utf8')
const build: any = parse(read('cloudbuild.yaml'))
const subs: Record<string, string> = build.substitutions
const renovate = JSON.parse(read('renovate.json'))
const packageJson = JSON.parse(read('package.json'))

/** An image as written: `name:tag`, optionally `@sha256:<64 hex>` beside the tag, nothing else. */
const PIN = /^(?<name>[a-z0-9]+(?:[._-][a-z0-9]+)*(?:\/[a-z0-9]+(?:[._-][a-z0-9]+)*)*):(?<tag>[A-Za-z0-9_][A-Za-z0-9._-]{0,127})(?:@(?<digest>sha256:[0-9a-f]{64}))?$/u
const IMAGE_SUBSTITUTION = /^_[A-Z_]*IMAGE$/u
// What the build builds itself (its digest is recorded by the `push` step), not an image it runs.
const BUILT = '_IMAGE'

const images = Object.entries(subs).filter(([k]) => IMAGE_SUBSTITUTION.test(k) && k !== BUILT)
const dockerfileBase = /^ARG NODE_IMAGE=(\S+)$/mu.exec(read('Dockerfile'))?.[1] ?? ''

t.test('every image the build runs', async (t) => {
  const stepImages = new Set<string>(build.steps.map((s: any) => s.name as string))
  for (const name of stepImages) {
    const sub = /^\$\{(_[A-Z_]+)\}$/u.exec(name)?.[1]
    t.ok(sub !== undefined && IMAGE_SUBSTITUTION.test(sub) && sub !== BUILT, `${name} is an image substitution, so Renovate finds it`)
  }
  t.same(new Set(images.map(([k]) => `\${${k}}`)), stepImages, 'and every image substitution is a step image')
  for (const [key, image] of [...images, ['the Dockerfile base', dockerfileBase] as const]) {
    const pin = PIN.exec(image)?.groups
    t.ok(pin, `${key} is name:tag or name:tag@sha256 (${image})`)
    t.not(pin?.['tag'], undefined, `${key} names its tag, beside the digest when there is one`)
  }
})

t.test('the base image', async (t) => {
  const pin = PIN.exec(dockerfileBase)?.groups
  t.equal(pin?.['name'], 'node', 'is the official Node image')
  t.equal(pin?.['tag'], `${packageJson.devDependencies.node}-bookworm-slim`, 'the release the project develops on, Debian 12 slim')
  t.match(pin?.['digest'], /^sha256:[0-9a-f]{64}$/u, 'pinned by digest')
  t.equal(subs['_NODE_IMAGE'], dockerfileBase, 'and the build steps run the same image, digest included')
})

/** The subset of Handlebars an autoReplaceStringTemplate uses here: `{{{field}}}` and `{{#if field}}…{{/if}}`. */
const render = (template: string, fields: Readonly<Record<string, string | undefined>>): string =>
  template
    .replace(/\{\{#if (\w+)\}\}(.*?)\{\{\/if\}\}/gu, (_m, f: string, body: string) => (fields[f] === undefined ? '' : body))
    .replace(/\{\{\{(\w+)\}\}\}/gu, (_m, f: string) => fields[f] ?? '')

t.test('Renovate keeps each image current', async (t) => {
  t.equal(renovate.pinDigests, true, 'digests are pinned')
  const manager = renovate.customManagers.find((m: any) => m.managerFilePatterns.includes('/^cloudbuild\\.yaml$/'))
  const template: string = manager.autoReplaceStringTemplate
  t.equal(template.replace(/\{\{\{\w+\}\}\}|\{\{#if \w+\}\}|\{\{\/if\}\}/gu, ''), ':@', 'its template uses only fields and conditions (what this test renders)')
  const text = read('cloudbuild.yaml')
  // Renovate runs each match string over the whole file; the full match is what it replaces.
  const matches = (manager.matchStrings as string[]).flatMap((s) => [...text.matchAll(new RegExp(s, 'gu'))])
  t.same(matches.map((m) => m[0]).sort(), images.map(([, v]) => v).sort(), 'its match strings find each image of the build, and only the image reference')
  for (const m of matches) {
    const g = m.groups ?? {}
    const pin = PIN.exec(m[0])?.groups ?? {}
    t.same([g['depName'], g['currentValue'], g['currentDigest']], [pin['name'], pin['tag'], pin['digest']], `${m[0]}: name, tag and digest as written`)
    const newDigest = `sha256:${'0'.repeat(64)}`
    t.equal(render(template, { depName: g['depName'], newValue: g['currentValue'], newDigest }), `${pin['name']}:${pin['tag']}@${newDigest}`, `${pin['name']}:${pin['tag']}: a digest can be ${pin['digest'] === undefined ? 'added' : 'replaced'} beside the tag`)
    t.equal(render(template, { depName: g['depName'], newValue: g['currentValue'] }), `${pin['name']}:${pin['tag']}`, 'and the reference is left as it was when no digest comes with an update')
  }
  // The Dockerfile's base is Renovate's own dockerfile manager's (an ARG default used in FROM).
  t.match(read('Dockerfile'), /^ARG NODE_IMAGE=\S+\n(?:.*\n)*FROM \$\{NODE_IMAGE\}/mu, "the Dockerfile's base is an ARG default its FROM uses, which Renovate's Dockerfile manager updates")
})
