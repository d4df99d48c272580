import { formatUsPhone } from './phone';

describe('formatUsPhone', () => {
  it('formats 10 digits as a US number', () => {
    expect(formatUsPhone('5551234567')).toBe('(555) 123-4567');
    expect(formatUsPhone('555-123-4567')).toBe('(555) 123-4567');
    expect(formatUsPhone(5551234567)).toBe('(555) 123-4567');
  });

  it('keeps an optional +1 country code', () => {
    expect(formatUsPhone('+15551234567')).toBe('+1 (555) 123-4567');
    expect(formatUsPhone('15551234567')).toBe('+1 (555) 123-4567');
  });

  it('shows anything else as typed, and nothing as N/A', () => {
    expect(formatUsPhone('+44 20 7946 0958')).toBe('+44 20 7946 0958');
    expect(formatUsPhone('12345')).toBe('12345');
    expect(formatUsPhone('')).toBe('N/A');
    expect(formatUsPhone('  ')).toBe('N/A');
    expect(formatUsPhone(null)).toBe('N/A');
  });
});
