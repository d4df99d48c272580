import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@telehealth/shared/test-support/render';
import { StatusToggleButton } from './StatusToggleButton';

describe('StatusToggleButton', () => {
  it("reads 'Mark as done' on a pending enquiry and asks for completed", async () => {
    const user = userEvent.setup();
    const onToggle = jest.fn();
    renderWithProviders(<StatusToggleButton status={0} onToggle={onToggle} />);

    await user.click(screen.getByRole('button', { name: 'Mark as done' }));

    expect(onToggle).toHaveBeenCalledWith(1);
  });

  it("reads 'Completed' on a completed enquiry and sets it back to pending", async () => {
    const user = userEvent.setup();
    const onToggle = jest.fn();
    renderWithProviders(<StatusToggleButton status={1} onToggle={onToggle} />);

    await user.click(screen.getByRole('button', { name: 'Completed' }));

    expect(onToggle).toHaveBeenCalledWith(0);
  });

  it('sends once while the change is on its way', async () => {
    const user = userEvent.setup();
    const onToggle = jest.fn(() => new Promise(() => {}));
    renderWithProviders(<StatusToggleButton status={0} onToggle={onToggle} />);
    const button = screen.getByRole('button', { name: 'Mark as done' });

    await user.click(button);
    await user.click(button);

    expect(onToggle).toHaveBeenCalledTimes(1);
  });
});
