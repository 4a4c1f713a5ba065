/** The value of one cookie in a Cookie header (or `document.cookie`), as sent; null when it is not there. */
export function cookieValue(header: string | null | undefined, name: string): string | null {
  for (const part of header?.split(';') ?? []) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return null;
}
