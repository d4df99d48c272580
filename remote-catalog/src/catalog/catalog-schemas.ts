// The catalog's form schemas, with their exact messages ('Please enter specialty', ...); only this
// remote has them.
import { DECIMAL_TEXT, numericText, requiredText } from '@telehealth/shared/schemas';
import * as v from 'valibot';

export const SPECIALTY_NAME_MAX = 50;
export const SERVICE_NAME_MAX = 50;
export const SERVICE_COST_MIN = 1;
export const SERVICE_COST_MAX = 9999;
export const BOARD_CERTIFICATION_NAME_MAX = 50;

/** A catalog entry's name: 'Please enter specialty' when empty, 'Specialty must be at most 50 characters'. */
function nameText(what: string, max: number) {
  const title = what.charAt(0).toUpperCase() + what.slice(1);
  return requiredText(`Please enter ${what}`, max, `${title} must be at most ${max} characters`);
}

export const specialtySchema = v.object({ name: nameText('specialty', SPECIALTY_NAME_MAX) });
export type SpecialtyValues = v.InferOutput<typeof specialtySchema>;

/**
 * What the Default Amount field lets be typed: digits only, 1 to 9999 (no leading zero, at most four
 * digits), with up to two decimals. A keystroke or paste that would leave anything else is not taken.
 */
const COST_AS_TYPED = /^(?:[1-9]\d{0,3}(?:\.\d{0,2})?)?$/;

export function acceptsCostInput(text: string): boolean {
  return COST_AS_TYPED.test(text);
}

/** Cost stays text (validated, 1 to 9999 with up to two decimals); send Number(cost). */
export const serviceSchema = v.object({
  name: nameText('service', SERVICE_NAME_MAX),
  cost: v.pipe(
    numericText('Please enter cost'),
    v.regex(DECIMAL_TEXT, 'Please enter valid cost'),
    v.check(
      (text) => Number(text) >= SERVICE_COST_MIN && Number(text) <= SERVICE_COST_MAX,
      'Please enter valid cost',
    ),
  ),
});
export type ServiceValues = v.InferInput<typeof serviceSchema>;
export type ServiceOutput = v.InferOutput<typeof serviceSchema>;

export const boardCertificationSchema = v.object({
  name: nameText('Certification Name', BOARD_CERTIFICATION_NAME_MAX),
});
export type BoardCertificationValues = v.InferOutput<typeof boardCertificationSchema>;
