import {
  addCents,
  addDollars,
  centsToDollars,
  dollarsToCents,
  formatCents,
  formatDollars,
  multiplyDollars,
} from './money';

describe('dollarsToCents', () => {
  it('parses decimal text without float error', () => {
    expect(dollarsToCents('19.99')).toBe(1999);
    expect(dollarsToCents('1,234.5')).toBe(123450);
    expect(dollarsToCents('$0.07')).toBe(7);
    expect(dollarsToCents('.5')).toBe(50);
    expect(dollarsToCents('12')).toBe(1200);
    expect(dollarsToCents('-3.10')).toBe(-310);
  });

  it('takes numbers, including ones with binary noise', () => {
    expect(dollarsToCents(0.1 + 0.2)).toBe(30);
    expect(dollarsToCents(1.005)).toBe(101);
    expect(dollarsToCents(4.35)).toBe(435);
    expect(dollarsToCents(0)).toBe(0);
  });

  it('rounds half-cents away from zero', () => {
    expect(dollarsToCents('2.675')).toBe(268);
    expect(dollarsToCents('2.674')).toBe(267);
  });

  it('returns null for missing or non-numeric values', () => {
    expect(dollarsToCents(null)).toBeNull();
    expect(dollarsToCents(undefined)).toBeNull();
    expect(dollarsToCents('')).toBeNull();
    expect(dollarsToCents('abc')).toBeNull();
    expect(dollarsToCents('1.2.3')).toBeNull();
    expect(dollarsToCents(Number.NaN)).toBeNull();
  });
});

describe('formatting money', () => {
  it('always shows two decimals and thousands separators', () => {
    expect(formatDollars(1234.5)).toBe('$1,234.50');
    expect(formatDollars('1234.5')).toBe('$1,234.50');
    expect(formatDollars(0)).toBe('$0.00');
    expect(formatDollars(1000000)).toBe('$1,000,000.00');
    expect(formatDollars(-5)).toBe('-$5.00');
    expect(formatCents(123450)).toBe('$1,234.50');
    expect(formatCents(7)).toBe('$0.07');
  });

  it('shows - when there is no amount', () => {
    expect(formatDollars(null)).toBe('-');
    expect(formatDollars('n/a')).toBe('-');
    expect(formatCents(null)).toBe('-');
  });
});

describe('arithmetic in cents', () => {
  it('adds exactly', () => {
    expect(addCents(10, 20, 30)).toBe(60);
    expect(addCents()).toBe(0);
    expect(addDollars(0.1, '0.2')).toBe(0.3);
    expect(addDollars('19.99', null, 0.01)).toBe(20);
  });

  it('converts back to dollars', () => {
    expect(centsToDollars(1999)).toBe(19.99);
    expect(centsToDollars(30)).toBe(0.3);
  });

  it('scales an amount and rounds to the cent', () => {
    expect(multiplyDollars('33.33', 3)).toBe(99.99);
    expect(multiplyDollars(10.005, 1)).toBe(10.01);
    expect(multiplyDollars(12.345, 2)).toBe(24.7);
  });
});
