import * as t from 'io-ts'

/**
 * `codec` with `t.identity` as its encoder, for a codec whose encoder already returns its input
 * unchanged but is not `t.identity` itself (an intersection of plain `t.type`s merges the parts'
 * outputs back into the input object). io-ts gives a `t.type`, array or union the identity encoder
 * only when every part has it; with it, encoding an event or the state before each append is free
 * instead of a walk over the whole value.
 */
export const encodedAsIs = <C extends t.Mixed>(codec: C): t.Type<t.TypeOf<C>, t.TypeOf<C>, unknown> =>
  new t.Type<t.TypeOf<C>, t.TypeOf<C>, unknown>(codec.name, codec.is, codec.validate, t.identity)
