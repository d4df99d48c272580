import { Input } from '@chakra-ui/react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import { renderWithProviders } from '../../test-support/render';
import { FormField } from './form-field';
import { useSendForm } from './use-send-form';

const schema = v.object({ note: v.pipe(v.string(), v.trim(), v.nonEmpty('Add a note')) });

function NoteBox({
  onSubmit,
  onSent,
}: {
  onSubmit: (note: string) => unknown;
  onSent: 'reset' | (() => void);
}) {
  const { form, pending, submit } = useSendForm({
    schema,
    defaultValues: { note: '' },
    onSubmit: ({ note }) => onSubmit(note),
    onSent,
  });
  return (
    <form onSubmit={submit} noValidate>
      <FormField label="Note" error={form.formState.errors.note?.message}>
        <Input {...form.register('note')} />
      </FormField>
      <button type="submit" data-pending={pending || undefined}>
        Send
      </button>
    </form>
  );
}

describe('useSendForm', () => {
  it('says what is wrong and sends nothing', async () => {
    const onSubmit = jest.fn();
    const user = userEvent.setup();
    renderWithProviders(<NoteBox onSubmit={onSubmit} onSent="reset" />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Add a note')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the parsed values, then empties the form', async () => {
    const onSubmit = jest.fn().mockResolvedValue(undefined);
    const user = userEvent.setup();
    renderWithProviders(<NoteBox onSubmit={onSubmit} onSent="reset" />);
    await user.type(screen.getByLabelText('Note'), '  hello {Enter}');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith('hello'));
    await waitFor(() => expect(screen.getByLabelText('Note')).toHaveValue(''));
  });

  it('keeps what was typed when sending fails, and calls onSent only on success', async () => {
    const onSent = jest.fn();
    const onSubmit = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(undefined);
    const user = userEvent.setup();
    renderWithProviders(<NoteBox onSubmit={onSubmit} onSent={onSent} />);
    await user.type(screen.getByLabelText('Note'), 'hello{Enter}');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Send' })).not.toHaveAttribute('data-pending'),
    );
    expect(screen.getByLabelText('Note')).toHaveValue('hello');
    expect(onSent).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onSent).toHaveBeenCalledTimes(1));
  });
});
