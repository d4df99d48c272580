import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@telehealth/shared/test-support/render';
import { ReplyForm } from './ReplyForm';

describe('ReplyForm', () => {
  it("refuses an empty reply with 'Add a note before submitting' and sends nothing", async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    renderWithProviders(<ReplyForm onSubmit={onSubmit} />);

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Add a note before submitting')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Reply' }), '   ');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('Add a note before submitting')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the trimmed reply once and empties the box when it was saved', async () => {
    const user = userEvent.setup();
    let resolve: () => void = () => {};
    const onSubmit = jest.fn(() => new Promise<void>((done) => (resolve = done)));
    renderWithProviders(<ReplyForm onSubmit={onSubmit} />);
    const box = screen.getByRole('textbox', { name: 'Reply' });

    const submit = screen.getByRole('button', { name: 'Submit' });
    await user.type(box, '  We have refunded you.  ');
    await user.click(submit);
    await user.click(submit);
    resolve();

    await waitFor(() => expect(box).toHaveValue(''));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith('We have refunded you.');
  });

  it('keeps the text when sending failed', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn().mockRejectedValue(new Error('down'));
    renderWithProviders(<ReplyForm onSubmit={onSubmit} />);
    const box = screen.getByRole('textbox', { name: 'Reply' });

    await user.type(box, 'Thanks');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(box).toHaveValue('Thanks');
  });
});
