/** Values in order of first sighting, exact repeats and blanks dropped. */
export const uniqueValues = (values: readonly string[]): string[] =>
  // most kinds find nothing in a message, or one value: no set for those
  values.length <= 1 ? values.filter((v) => v !== '') : [...new Set(values.filter((v) => v !== ''))]

/**
 * Unique values, dropping any that is contained in a longer one: an id seen whole and as a
 * fragment (`SBI/FRD/2024/77812` and `77812`) is reported once, in its fullest form.
 */
export const collapseSubstrings = (values: readonly string[]): string[] => {
  const unique = uniqueValues(values)
  return unique.filter((v) => !unique.some((w) => w !== v && w.includes(v)))
}
