import type { FastifyRequest } from 'fastify';

/** The admin's IANA zone from the `timezone` header; UTC when missing or unknown. */
export function requestTimeZone(request: FastifyRequest): string {
  const raw = request.headers.timezone;
  const zone = typeof raw === 'string' ? raw.trim() : '';
  if (!zone || zone.length > 64) return 'UTC';
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return 'UTC';
  }
}
