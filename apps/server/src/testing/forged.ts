/**
 * A signed token or link with one character of its signature changed: the second to last, so the
 * change is always a different character (never the same one written back) and always in the
 * signature's bytes (a base64url string's last character also carries padding bits).
 */
export function forged(token: string): string {
  const at = token.length - 2;
  return `${token.slice(0, at)}${token[at] === 'A' ? 'B' : 'A'}${token.slice(at + 1)}`;
}
