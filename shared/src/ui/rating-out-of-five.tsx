import { HStack, RatingGroup, Text } from '@chakra-ui/react';
import { formatRating, ratingValue } from '@telehealth/shared/format';

/**
 * A rating out of 5 as stars and as the text the doctors list shows ('4.5/5'); 'No reviews' when
 * nobody has rated (an average of 0 is no review, never '0.0/5').
 */
export function RatingOutOfFive({ value }: { value: number | string | null | undefined }) {
  const shown = ratingValue(value);
  if (shown === null) return <Text color="fg.muted">{formatRating(value)}</Text>;
  return (
    <HStack gap="2">
      <RatingGroup.Root count={5} value={shown} allowHalf readOnly size="xs" colorPalette="orange">
        <RatingGroup.HiddenInput />
        <RatingGroup.Control />
      </RatingGroup.Root>
      <Text>{formatRating(shown)}</Text>
    </HStack>
  );
}
