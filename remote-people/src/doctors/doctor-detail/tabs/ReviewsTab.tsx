import { useApiQuery } from '@telehealth/shared/query';
import { formatTimestamp, fullName } from '@telehealth/shared/format';
import { Card, EmptyState, HStack, RatingOutOfFive, Stack, Text } from '@telehealth/shared/ui';
import { QueryContent } from '../../../users/components/QueryContent';
import { fetchReviews } from '../../api';
import type { Review } from '../../types';

export function ReviewList({ reviews }: { reviews: Review[] }) {
  if (reviews.length === 0) return <EmptyState />;
  return (
    <Stack gap="3">
      {reviews.map((review) => (
        <Card.Root key={review.uid} size="sm">
          <Card.Body gap="1">
            <HStack justify="space-between" wrap="wrap">
              <Text fontWeight="semibold">{fullName(review.patient)}</Text>
              <Text textStyle="sm" color="fg.muted">
                {formatTimestamp(review.created_at)}
              </Text>
            </HStack>
            <RatingOutOfFive value={review.rating} />
            <Text>{review.comments || '-'}</Text>
          </Card.Body>
        </Card.Root>
      ))}
    </Stack>
  );
}

export function ReviewsTab({ uid }: { uid: string }) {
  const query = useApiQuery(['doctors', uid, 'reviews'], (signal) => fetchReviews(uid, signal));
  return <QueryContent query={query}>{(reviews) => <ReviewList reviews={reviews} />}</QueryContent>;
}
