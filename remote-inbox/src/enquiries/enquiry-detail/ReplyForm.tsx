import { valibotResolver } from '@hookform/resolvers/valibot';
import { type EnquiryReplyValues, enquiryReplySchema } from './reply-schema';
import { Button, Flex, FormField, Stack, Textarea, usePendingAction } from '@telehealth/shared/ui';
import { useForm } from 'react-hook-form';

export interface ReplyFormProps {
  /** Sends the reply; may return a promise. The box empties once it resolves and keeps the text if it rejects. */
  onSubmit: (note: string) => unknown;
}

/** The reply box under an enquiry: an empty note gives 'Add a note before submitting'. */
export function ReplyForm({ onSubmit }: ReplyFormProps) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<EnquiryReplyValues>({
    resolver: valibotResolver(enquiryReplySchema),
    defaultValues: { note: '' },
  });
  const { pending, run } = usePendingAction();

  const submit = handleSubmit(async ({ note }) => {
    if (await run(() => onSubmit(note))) reset({ note: '' });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="3">
        <FormField label="Reply" error={errors.note?.message}>
          <Textarea {...register('note')} rows={5} placeholder="Write your reply" />
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
