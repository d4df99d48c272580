import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test-support/render';
import { FilterBar } from './filter-bar';

describe('FilterBar', () => {
  it('shows the filters and a Clear button that calls onClear', async () => {
    const user = userEvent.setup();
    const onClear = jest.fn();
    renderWithProviders(
      <FilterBar onClear={onClear}>
        <input aria-label="Search" />
      </FilterBar>,
    );
    expect(screen.getByRole('search')).toContainElement(screen.getByRole('textbox', { name: 'Search' }));
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(onClear).toHaveBeenCalledTimes(1);
  });

  it('can disable Clear when nothing is filtered', () => {
    renderWithProviders(
      <FilterBar onClear={() => {}} clearDisabled>
        <span />
      </FilterBar>,
    );
    expect(screen.getByRole('button', { name: 'Clear' })).toBeDisabled();
  });
});
