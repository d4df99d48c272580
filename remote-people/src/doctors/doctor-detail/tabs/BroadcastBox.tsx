import { BROADCAST_MAX, type BroadcastValues, broadcastSchema } from './broadcast-schema';
import { Button, Field, HStack, Stack, Text, Textarea, useSendForm } from '@telehealth/shared/ui';

export interface BroadcastBoxProps {
  /** Resolves once sent; the box then empties. */
  onSend: (message: string) => Promise<unknown>;
}

const EMPTY: BroadcastValues = { message: '' };

/** The broadcast message box of the doctor's Notifications tab (up to 255 characters, not blank). */
export function BroadcastBox({ onSend }: BroadcastBoxProps) {
  const { form, pending, submit } = useSendForm({
    schema: broadcastSchema,
    defaultValues: EMPTY,
    onSubmit: (values) => onSend(values.message),
    onSent: 'reset',
  });
  const { errors } = form.formState;
  const message = form.watch('message') ?? '';

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="2">
        <Field.Root invalid={Boolean(errors.message)}>
          <Field.Label>Broadcast Message</Field.Label>
          <Textarea
            {...form.register('message')}
            maxLength={BROADCAST_MAX}
            rows={3}
            placeholder="Type a message to the doctor"
            bg="bg"
          />
          <Field.ErrorText>{errors.message?.message}</Field.ErrorText>
        </Field.Root>
        <HStack justify="space-between">
          <Text textStyle="xs" color="fg.muted">
            {message.length}/{BROADCAST_MAX}
          </Text>
          <Button
            type="submit"
            colorPalette="teal"
            size="sm"
            disabled={message.length === 0}
            loading={pending}
          >
            Send
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
