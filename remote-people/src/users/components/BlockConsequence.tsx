import { useApiQuery } from '@telehealth/shared/query';
import { Text } from '@telehealth/shared/ui';
import { fetchBlockPreview } from '../users-api';

/** The sentence that says what a block cancels, for a count read from the API. */
export function blockConsequenceText(count: number): string {
  if (count === 0) return 'No upcoming appointments will be cancelled.';
  const noun = count === 1 ? 'upcoming appointment' : 'upcoming appointments';
  return `Blocking cancels ${count.toLocaleString('en-US')} ${noun} (pending or ongoing). This cannot be undone.`;
}

/**
 * In the Block dialog of a doctor: how many of their appointments the block will cancel, read when
 * the dialog opens (mounted only then), so the count is today's.
 */
export function BlockConsequence({ uid }: { uid: string }) {
  const preview = useApiQuery(['doctors', uid, 'block-preview'], (signal) => fetchBlockPreview(uid, signal));
  if (preview.status === 'error')
    return (
      <Text as="span" display="block">
        The appointments this block cancels could not be counted.
      </Text>
    );
  if (preview.status === 'loading' || !preview.data)
    return (
      <Text as="span" display="block" aria-busy="true">
        Counting the appointments this block cancels…
      </Text>
    );
  const count = preview.data.appointments_to_cancel;
  return (
    <Text
      as="span"
      display="block"
      color={count > 0 ? 'fg.error' : undefined}
      fontWeight={count > 0 ? 'semibold' : undefined}
    >
      {blockConsequenceText(count)}
    </Text>
  );
}
