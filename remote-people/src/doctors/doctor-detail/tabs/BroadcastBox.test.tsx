import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@telehealth/shared/test-support/render';
import { BroadcastBox } from './BroadcastBox';

describe('BroadcastBox', () => {
  it('disables Send while the message is empty', () => {
    renderWithProviders(<BroadcastBox onSend={jest.fn()} />);
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    expect(screen.getByLabelText('Broadcast Message')).toHaveAttribute('maxLength', '255');
  });

  it("refuses a blank message with 'Please enter a message to broadcast'", async () => {
    const onSend = jest.fn();
    const user = userEvent.setup();
    renderWithProviders(<BroadcastBox onSend={onSend} />);
    await user.type(screen.getByLabelText('Broadcast Message'), '   ');
    fireEvent.submit(screen.getByRole('button', { name: 'Send' }).closest('form') as HTMLFormElement);
    expect(await screen.findByText('Please enter a message to broadcast')).toBeInTheDocument();
    expect(onSend).not.toHaveBeenCalled();
  });

  it('sends the message once and empties the box', async () => {
    const onSend = jest.fn().mockResolvedValue(undefined);
    const user = userEvent.setup();
    renderWithProviders(<BroadcastBox onSend={onSend} />);
    const box = screen.getByLabelText('Broadcast Message');
    await user.type(box, 'Please renew your license');
    expect(screen.getByText('25/255')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onSend).toHaveBeenCalledWith('Please renew your license'));
    expect(onSend).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(box).toHaveValue(''));
  });

  it('keeps the message when sending fails', async () => {
    const onSend = jest.fn().mockRejectedValue(new Error('refused'));
    const user = userEvent.setup();
    renderWithProviders(<BroadcastBox onSend={onSend} />);
    const box = screen.getByLabelText('Broadcast Message');
    await user.type(box, 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onSend).toHaveBeenCalled());
    expect(box).toHaveValue('Hello');
  });
});
