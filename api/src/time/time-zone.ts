import type { FastifyRequest } from 'fastify';

/** The request header that names the admin's time zone, as route schemas declare it. */
export const timeZoneHeaderSchema = { type: 'object', properties: { timezone: { type: 'string' } } } as const;

// Resolving a zone name through Intl costs about a millisecond; an admin sends the same one on
// every request, so each name is resolved once (bounded, since the header is the client's).
const resolved = new Map<string, string>();
const MAX_REMEMBERED = 500;

function resolveZone(zone: string): string {
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return 'UTC';
  }
}

/** The admin's IANA time zone from the `timezone` header; UTC when missing or unknown. */
export function requestTimeZone(request: FastifyRequest): string {
  const raw = request.headers.timezone;
  const zone = typeof raw === 'string' ? raw.trim() : '';
  if (!zone || zone.length > 64) return 'UTC';
  let answer = resolved.get(zone);
  if (answer === undefined) {
    answer = resolveZone(zone);
    if (resolved.size >= MAX_REMEMBERED) resolved.clear();
    resolved.set(zone, answer);
  }
  return answer;
}
