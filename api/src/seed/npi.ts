/**
 * NPI check digit: the Luhn algorithm over the 9-digit base prefixed with 80840 (the health
 * industry prefix), as CMS specifies.
 */
export function npiCheckDigit(base9: string): number {
  const digits = `80840${base9}`;
  let sum = 0;
  for (let i = digits.length - 1, double = true; i >= 0; i--, double = !double) {
    let d = Number(digits[i]);
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
}

/** A valid NPI; individuals start with 1, organisations with 2. */
export function makeNpi(kind: 'individual' | 'organization', serial: number): string {
  const base9 = `${kind === 'individual' ? 1 : 2}${String(serial).padStart(8, '0')}`;
  return `${base9}${npiCheckDigit(base9)}`;
}

export function isValidNpi(npi: string): boolean {
  return /^\d{10}$/.test(npi) && npiCheckDigit(npi.slice(0, 9)) === Number(npi[9]);
}
