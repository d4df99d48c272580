// Money is computed in integer cents: amounts arrive as dollars (numbers or decimal strings) and
// adding or comparing them as floats gives 0.1 + 0.2 = 0.30000000000000004.

export type DollarInput = number | string | null | undefined;

const DECIMAL = /^([+-])?(\d*)(?:\.(\d*))?$/;

/**
 * Dollars → integer cents, parsing the decimal text (half-cents round away from zero); null when the
 * value is missing or not a number.
 */
export function dollarsToCents(amount: DollarInput): number | null {
  if (amount === null || amount === undefined) return null;
  let text: string;
  if (typeof amount === 'number') {
    if (!Number.isFinite(amount) || Math.abs(amount) >= 1e15) return null;
    text = amount.toFixed(6); // drops the binary noise below a millionth of a dollar
  } else {
    text = amount.trim().replace(/[$,]/g, '');
  }
  const match = DECIMAL.exec(text);
  if (!match || (!match[2] && !match[3])) return null;
  const [, sign, whole = '', fraction = ''] = match;
  const digits = fraction.padEnd(3, '0');
  let cents = Number(whole || '0') * 100 + Number(digits.slice(0, 2));
  if (Number(digits[2]) >= 5) cents += 1;
  return sign === '-' && cents !== 0 ? -cents : cents;
}

/** Integer cents → dollars as a number (for an API body). */
export function centsToDollars(cents: number): number {
  return Math.round(cents) / 100;
}

/** Integer cents → '$1,234.50' ('-$5.00' when negative). */
export function formatCents(cents: number | null | undefined): string {
  if (cents === null || cents === undefined || !Number.isFinite(cents)) return '-';
  const rounded = Math.round(cents);
  const absolute = Math.abs(rounded);
  const whole = Math.floor(absolute / 100).toLocaleString('en-US');
  const fraction = String(absolute % 100).padStart(2, '0');
  return `${rounded < 0 ? '-' : ''}$${whole}.${fraction}`;
}

/** Dollars → '$1,234.50', always two decimals; '-' when missing or not a number. */
export function formatDollars(amount: DollarInput): string {
  return formatCents(dollarsToCents(amount));
}

/** The sum of integer cent amounts. */
export function addCents(...cents: number[]): number {
  return cents.reduce((sum, value) => sum + Math.round(value), 0);
}

/** The exact sum of dollar amounts, in dollars (missing or invalid values count as 0). */
export function addDollars(...amounts: DollarInput[]): number {
  return centsToDollars(addCents(...amounts.map((amount) => dollarsToCents(amount) ?? 0)));
}

/** A dollar amount times a factor, rounded to the cent (e.g. a share times 1 + extended calls). */
export function multiplyDollars(amount: DollarInput, factor: number): number {
  return centsToDollars(Math.round((dollarsToCents(amount) ?? 0) * factor));
}
