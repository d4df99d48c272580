import { badRequest } from './http-error.js';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmail(value: string): boolean {
  return EMAIL.test(value);
}

/** The trimmed text of a body field, or a 400 with `message` when it is missing or blank. */
export function requiredText(body: unknown, field: string, message: string): string {
  const value = (body as Record<string, unknown> | null | undefined)?.[field];
  if (typeof value !== 'string' && typeof value !== 'number') throw badRequest(message);
  const text = String(value).trim();
  if (!text) throw badRequest(message);
  return text;
}

/** Like requiredText but keeps the value as typed (passwords may start or end with spaces). */
export function requiredSecret(body: unknown, field: string, message: string): string {
  const value = (body as Record<string, unknown> | null | undefined)?.[field];
  if (typeof value !== 'string' || value.length === 0) throw badRequest(message);
  return value;
}
