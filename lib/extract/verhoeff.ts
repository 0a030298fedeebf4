// Verhoeff's dihedral-group check (J. Verhoeff, 1969), the check digit of Aadhaar numbers:
// it catches every single-digit error and every swap of adjacent digits.
const multiply: readonly (readonly number[])[] = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
  [3, 4, 0, 1, 2, 8, 9, 5, 6, 7], [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
  [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3], [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
  [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
]
const permute: readonly (readonly number[])[] = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4], [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
  [8, 9, 1, 6, 0, 4, 3, 5, 2, 7], [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
  [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
]
const inverse: readonly number[] = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]

const checksum = (digits: string, offset: number): number => {
  let c = 0
  for (let i = digits.length - 1, pos = offset; i >= 0; i--, pos++) {
    c = multiply[c]?.[permute[pos % 8]?.[Number(digits[i])] ?? 0] ?? 0
  }
  return c
}

/** Whether a digit string ends in a correct Verhoeff check digit. */
export const isVerhoeffValid = (digits: string): boolean => /^\d+$/.test(digits) && checksum(digits, 0) === 0

/** The Verhoeff check digit to append to `digits`. */
export const verhoeffCheckDigit = (digits: string): number => inverse[checksum(digits, 1)] ?? 0
