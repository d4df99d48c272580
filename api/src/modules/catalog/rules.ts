// The catalog's input rules (names required, at most 50 characters; a service's cost from 1 to 9999),
// with the messages the admin screens show.
import { badRequest } from '../../lib/http-error.js';
import { dollarsToCents } from '../../money/dollars.js';

export const NAME_MAX = 50;
export const CPT_MAX = 20;
export const COST_MIN_CENTS = 100;
export const COST_MAX_CENTS = 999_900;

export interface NameMessages {
  required: string;
  tooLong: string;
}

/** A required name, trimmed, at most 50 characters. */
export function checkName(value: unknown, messages: NameMessages): string {
  if (typeof value !== 'string' && typeof value !== 'number') throw badRequest(messages.required);
  const name = String(value).trim();
  if (!name) throw badRequest(messages.required);
  if (name.length > NAME_MAX) throw badRequest(messages.tooLong);
  return name;
}

/** A service's default amount: dollars from 1 to 9999 with at most two decimals, as integer cents. */
export function checkCost(value: unknown): number {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
    throw badRequest('Please enter cost');
  }
  if (typeof value !== 'string' && typeof value !== 'number') throw badRequest('Please enter valid cost');
  const cents = dollarsToCents(value);
  if (cents === null || cents < COST_MIN_CENTS || cents > COST_MAX_CENTS)
    throw badRequest('Please enter valid cost');
  return cents;
}

/** An optional cost (board certifications): null when absent, else the service rule. */
export function checkOptionalCost(value: unknown): number | null {
  if (value === undefined || value === null || value === '') return null;
  return checkCost(value);
}

/** An optional CPT code: trimmed text of at most 20 characters, or null. */
export function checkCpt(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string' && typeof value !== 'number') throw badRequest('Please enter valid CPT code');
  const cpt = String(value).trim();
  if (cpt.length > CPT_MAX) throw badRequest(`CPT code must be at most ${CPT_MAX} characters`);
  return cpt || null;
}
