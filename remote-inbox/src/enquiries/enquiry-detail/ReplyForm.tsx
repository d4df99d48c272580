import { type EnquiryReplyValues, enquiryReplySchema } from './reply-schema';
import { Button, Flex, FormField, Stack, Textarea, useSendForm } from '@telehealth/shared/ui';

export interface ReplyFormProps {
  /** Sends the reply; may return a promise. The box empties once it resolves and keeps the text if it rejects. */
  onSubmit: (note: string) => unknown;
}

const EMPTY: EnquiryReplyValues = { note: '' };

/** The reply box under an enquiry: an empty note gives 'Add a note before submitting'. */
export function ReplyForm({ onSubmit }: ReplyFormProps) {
  const { form, pending, submit } = useSendForm({
    schema: enquiryReplySchema,
    defaultValues: EMPTY,
    onSubmit: ({ note }) => onSubmit(note),
    onSent: 'reset',
  });
  const { errors } = form.formState;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="3">
        <FormField label="Reply" error={errors.note?.message}>
          <Textarea {...form.register('note')} rows={5} placeholder="Write your reply" />
        </FormField>
        <Flex justify="flex-end">
          <Button type="submit" colorPalette="teal" loading={pending}>
            Submit
          </Button>
        </Flex>
      </Stack>
    </form>
  );
}
