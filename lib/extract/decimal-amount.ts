/**
 * A written amount as a plain numeric string, exactly (no floating point): separators dropped,
 * multiplied by 10^power, leading zeros and trailing decimal zeros removed.
 * `('1,50,000', 0)` is `150000`, `('2.5', 5)` is `250000`, `('499.50', 0)` is `499.5`.
 */
export const decimalAmount = (written: string, power: number): string => {
  const [whole = '', fraction = ''] = written.replace(/[,\s]/g, '').split('.')
  const digits = whole + fraction
  const point = whole.length + power
  const padded = digits.padEnd(point, '0')
  const intPart = padded.slice(0, point).replace(/^0+(?=\d)/, '')
  const fracPart = padded.slice(point).replace(/0+$/, '')
  return fracPart === '' ? intPart : `${intPart}.${fracPart}`
}
