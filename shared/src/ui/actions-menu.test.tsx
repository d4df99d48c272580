import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test-support/render';
import { ActionsMenu, type ActionsMenuItem } from './actions-menu';

type Action = 'archive' | 'restore' | 'delete';

function items(archived: boolean): ActionsMenuItem<Action>[] {
  return [
    { value: 'archive', label: 'Archive', shown: !archived },
    { value: 'restore', label: 'Restore', shown: archived, disabled: true },
    { value: 'delete', label: 'Delete', shown: true, danger: true },
  ];
}

describe('ActionsMenu', () => {
  it('lists only the shown actions, in order, and says which one was picked', async () => {
    const onSelect = jest.fn();
    const user = userEvent.setup();
    renderWithProviders(<ActionsMenu items={items(false)} onSelect={onSelect} />);
    await user.click(screen.getByRole('button', { name: /Actions/ }));
    const entries = await screen.findAllByRole('menuitem');
    expect(entries.map((entry) => entry.textContent)).toEqual(['Archive', 'Delete']);
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    expect(onSelect).toHaveBeenCalledWith('delete');
  });

  it('shows a disabled action that cannot be picked', async () => {
    const onSelect = jest.fn();
    const user = userEvent.setup();
    renderWithProviders(<ActionsMenu items={items(true)} onSelect={onSelect} />);
    await user.click(screen.getByRole('button', { name: /Actions/ }));
    const restore = await screen.findByRole('menuitem', { name: 'Restore' });
    expect(restore).toHaveAttribute('aria-disabled', 'true');
    await user.click(restore);
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('is hidden when no action is shown', () => {
    const none = items(false).map((item) => ({ ...item, shown: false }));
    renderWithProviders(<ActionsMenu items={none} onSelect={jest.fn()} />);
    expect(screen.queryByRole('button', { name: /Actions/ })).not.toBeInTheDocument();
  });
});
