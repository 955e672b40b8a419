/**
 * How many digits the code has that a phone joins a table's shared session with: with at most
 * {@link TABLE_JOIN_ATTEMPTS} wrong codes per session before its joining pauses, a guesser has a
 * one in a hundred thousand chance (a 4-digit code fell to 7,500 guesses from rotating addresses).
 */
export const TABLE_JOIN_CODE_DIGITS = 6;

/** Wrong codes a session takes (from anyone, since the table last let people join) before joining pauses. */
export const TABLE_JOIN_ATTEMPTS = 10;

/** True for a code of the right form: exactly {@link TABLE_JOIN_CODE_DIGITS} ASCII digits. */
export function isTableJoinCode(code: string): boolean {
  return code.length === TABLE_JOIN_CODE_DIGITS && /^[0-9]+$/.test(code);
}
