/** What a doctor without any review shows instead of a rating of 0. */
export const NO_REVIEWS_TEXT = 'No reviews';

/**
 * A doctor's average rating out of 5, rounded to one decimal: '4.5/5'. Reviews rate 1 to 5, so an
 * average of 0 (or none) means no review yet: 'No reviews', never '0.0/5'.
 */
export function formatRating(value: number | string | null | undefined): string {
  const rating = ratingValue(value);
  return rating === null ? NO_REVIEWS_TEXT : `${rating.toFixed(1)}/5`;
}

/** The average as a number from 0.1 to 5 rounded to one decimal, or null when there is no review. */
export function ratingValue(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const rating = Number(value);
  if (!Number.isFinite(rating) || rating <= 0) return null;
  return Math.round(Math.min(5, rating) * 10) / 10;
}
