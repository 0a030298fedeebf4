import t from 'tap'
import { checkJsonSchema, type Schema } from './check-json-schema.js'

const root = {
  components: {
    schemas: {
      Kind: { type: 'string', enum: ['a', 'b'] },
      Thing: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'kind'],
        properties: {
          id: { type: 'integer', minimum: 1 },
          kind: { $ref: '#/components/schemas/Kind' },
          note: { type: ['string', 'null'], maxLength: 3 },
          tags: { type: 'array', items: { type: 'string', pattern: '^[a-z]+$' } },
          either: { oneOf: [{ type: 'number' }, { type: 'string' }] },
        },
      },
    },
  },
}
const thing: Schema = { $ref: '#/components/schemas/Thing' }
const check = (value: unknown) => checkJsonSchema(thing, value, root)

t.test('when a value conforms', async (t) => {
  t.same(check({ id: 1, kind: 'a', note: null, tags: ['x'], either: 2 }), [], 'no problems')
  t.same(check({ id: 2, kind: 'b', note: 'abc', either: 'x' }), [], 'optional fields may be absent, nullable ones hold their type')
})

t.test('when a value breaks the schema', async (t) => {
  t.same(check({ kind: 'a' }), ['id: is required'], 'a missing field is named')
  t.same(check({ id: 1.5, kind: 'a' }), ['id: must be integer, is number'], 'integers are told from numbers')
  t.same(check({ id: 0, kind: 'c' }), ['id: must be at least 1', 'kind: must be one of a, b, is "c"'], 'bounds and enums hold through references')
  t.same(check({ id: 1, kind: 'a', extra: true }), ['extra: no value is allowed here'], 'undocumented fields are refused')
  t.same(check({ id: 1, kind: 'a', note: 'long' }), ['note: must have at most 3 characters'], 'lengths are counted')
  t.same(check({ id: 1, kind: 'a', tags: ['ok', 'NO'] }), ['tags[1]: must match ^[a-z]+$'], 'array items are named by index')
  t.match(check({ id: 1, kind: 'a', either: true }), [/^either: must be number, is boolean \(nearest alternative/], 'a oneOf that nothing matches says why')
  t.same(checkJsonSchema({ oneOf: [{ type: 'number' }, { type: 'integer' }] }, 3), ['(root): matches 2 alternatives of a oneOf, must match exactly one'], 'an ambiguous oneOf is a problem')
})

t.test('when the schema steps outside the supported subset', async (t) => {
  t.throws(() => checkJsonSchema({ type: 'string', anyOf: [] }, 'x'), /keyword "anyOf" is not supported/, 'an unknown keyword is refused, not ignored')
  t.throws(() => checkJsonSchema({ $ref: '#/nowhere' }, 1, {}), /unresolved reference/, 'a dangling reference is refused')
})
