/**
 * Minimal cookie access for the session cookie (one JSON value, path /, same-site strict).
 * `document.cookie` on purpose: the Cookie Store API is missing from Firefox, Safari and jsdom.
 */
export function readCookie(name: string): string | undefined {
  const prefix = `${name}=`;
  const found = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return found ? decodeURIComponent(found.slice(prefix.length)) : undefined;
}

export function writeCookie(name: string, value: string, maxAgeSeconds: number): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: see the note at the top
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Strict${secure}`;
}

export function deleteCookie(name: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: see the note at the top
  document.cookie = `${name}=; Path=/; Max-Age=0; SameSite=Strict`;
}
