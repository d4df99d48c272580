/** Integer cents → dollars with two decimals as text ('25.00'), the wire's money. */
export function dollars(cents: number): string;
export function dollars(cents: number | null | undefined): string | null;
export function dollars(cents: number | null | undefined): string | null {
  if (cents === null || cents === undefined) return null;
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(Number(cents)));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Integer cents (the database) to dollars as a number, for sums the wire carries as numbers. */
export function centsToDollars(cents: number | string | bigint | null | undefined): number {
  if (cents === null || cents === undefined) return 0;
  return Math.round(Number(cents)) / 100;
}

/** Dollars as typed (number or text) to integer cents; null when it is not an amount. */
export function dollarsToCents(dollars: number | string): number | null {
  const text = String(dollars).trim();
  if (!/^-?\d+(\.\d{1,2})?$/.test(text)) return null;
  return Math.round(Number(text) * 100);
}
