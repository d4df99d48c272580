import { formatRating, NO_REVIEWS_TEXT, ratingValue } from './rating';

describe('formatRating', () => {
  it('prints an average out of 5 with one decimal', () => {
    expect(formatRating(4.46)).toBe('4.5/5');
    expect(formatRating('3')).toBe('3.0/5');
  });

  it("says 'No reviews' for a doctor nobody has rated, never 0.0/5", () => {
    expect(NO_REVIEWS_TEXT).toBe('No reviews');
    for (const value of [0, '0', '0.00', null, undefined, '', 'abc']) {
      expect(formatRating(value)).toBe('No reviews');
      expect(ratingValue(value)).toBeNull();
    }
  });
});
