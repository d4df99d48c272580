import { Center, Stack, Text } from '@chakra-ui/react';
import { ApiError } from '@telehealth/shared/api';
import { SearchX } from 'lucide-react';
import { ErrorPanel } from './error-panel';
import { RowLink } from './light';

/**
 * A record that is not there: the API answered 404, or 400 for an id that cannot be one (a
 * malformed uid). Both mean "no such record", not a failure worth retrying.
 */
export function isNotFoundError(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

export interface DetailLoadFailureProps {
  /** What the record's read failed with. */
  error: unknown;
  /** The not-found state's text, e.g. 'Doctor not found'. */
  notFoundMessage: string;
  /** Where the not-found state leads back to: the record's list. */
  backTo: { href: string; label: string };
  onRetry: () => void;
}

/**
 * What a detail page shows when its record could not be read: a not-found state with the way back
 * to its list for an id that names no record, else the error panel with Retry. The record's read is
 * silent (no toast): this panel is the one message.
 */
export function DetailLoadFailure({ error, notFoundMessage, backTo, onRetry }: DetailLoadFailureProps) {
  if (!isNotFoundError(error)) {
    const message = error instanceof ApiError && error.message ? error.message : undefined;
    return <ErrorPanel message={message} onRetry={onRetry} />;
  }
  return (
    <Center role="status" paddingBlock="12" borderWidth="1px" borderRadius="md" bg="bg">
      <Stack align="center" gap="3" textAlign="center" paddingInline="4">
        <SearchX size={32} aria-hidden />
        <Text fontWeight="semibold" textStyle="lg">
          {notFoundMessage}
        </Text>
        <Text color="fg.muted">
          There is no record at this address. It may have been removed, or the link is wrong.
        </Text>
        <RowLink to={backTo.href}>{backTo.label}</RowLink>
      </Stack>
    </Center>
  );
}
