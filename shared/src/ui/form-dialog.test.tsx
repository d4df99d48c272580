import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Input } from '@chakra-ui/react';
import * as v from 'valibot';
import { renderWithProviders } from '../../test-support/render';
import { FormDialog, type FormDialogProps } from './form-dialog';
import { FormField } from './form-field';
import { useDialogForm } from './use-dialog-form';

const schema = v.object({ title: v.pipe(v.string(), v.trim(), v.nonEmpty('Please enter title')) });

interface TitleDialogProps {
  open: boolean;
  initial: string;
  onSubmit: (title: string) => Promise<unknown>;
  onClose: () => void;
  dismiss?: FormDialogProps['dismiss'];
}

/** A one-field dialog made the way the app's dialogs are. */
function TitleDialog({ open, initial, onSubmit, onClose, dismiss }: TitleDialogProps) {
  const { form, pending, submit } = useDialogForm({
    open,
    schema,
    defaultValues: { title: initial },
    onSubmit: ({ title }) => onSubmit(title),
    onClose,
  });
  return (
    <FormDialog
      open={open}
      title="Rename"
      description="Give it a new title."
      submitLabel="Save"
      dismiss={dismiss}
      pending={pending}
      onSubmit={submit}
      onClose={onClose}
    >
      <FormField label="Title" error={form.formState.errors.title?.message}>
        <Input {...form.register('title')} />
      </FormField>
    </FormDialog>
  );
}

function setup(onSubmit: (title: string) => Promise<unknown>, dismiss?: FormDialogProps['dismiss']) {
  const onClose = jest.fn();
  const user = userEvent.setup();
  const props = { initial: 'Old', onSubmit, onClose, dismiss };
  const view = renderWithProviders(<TitleDialog open {...props} />);
  return { user, onClose, view, props };
}

describe('FormDialog with useDialogForm', () => {
  it('shows the schema message and sends nothing while the form is invalid', async () => {
    const onSubmit = jest.fn().mockResolvedValue(undefined);
    const { user } = setup(onSubmit);
    expect(await screen.findByRole('dialog')).toHaveTextContent('Give it a new title.');
    await user.clear(screen.getByLabelText('Title'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter title')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the parsed values once, disables Cancel while sending, and closes on success', async () => {
    let finish!: () => void;
    const onSubmit = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { user, onClose } = setup(onSubmit);
    await user.type(await screen.findByLabelText('Title'), ' New ');
    const save = screen.getByRole('button', { name: 'Save' });
    await user.click(save);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith('Old New'));
    expect(save).toHaveAttribute('data-loading');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await user.type(screen.getByLabelText('Title'), '{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await act(async () => finish());
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('stays open with what was typed when the server rejects it', async () => {
    const onSubmit = jest.fn().mockRejectedValue(new Error('Already exists'));
    const { user, onClose } = setup(onSubmit);
    await user.type(await screen.findByLabelText('Title'), '2{Enter}');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Save' })).not.toHaveAttribute('data-loading'),
    );
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Title')).toHaveValue('Old2');
  });

  it('starts from the defaults of each opening', async () => {
    const { user, view, props } = setup(jest.fn());
    await user.type(await screen.findByLabelText('Title'), 'abc');
    view.rerender(<TitleDialog open={false} {...props} />);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    view.rerender(<TitleDialog open {...props} initial="Other" />);
    expect(await screen.findByLabelText('Title')).toHaveValue('Other');
  });

  it('closes with Cancel, or with the corner × instead', async () => {
    const first = setup(jest.fn());
    await first.user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(first.onClose).toHaveBeenCalledTimes(1);
    first.view.unmount();

    const second = setup(jest.fn(), 'close-button');
    await screen.findByRole('dialog');
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    await second.user.click(screen.getByRole('button', { name: 'Close' }));
    expect(second.onClose).toHaveBeenCalledTimes(1);
  });
});
