/** Integer cents (the database) to dollars with two decimals (the wire). */
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
