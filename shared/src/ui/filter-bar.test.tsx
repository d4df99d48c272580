import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test-support/render';
import { FilterBar, PHONE_QUERY } from './filter-bar';

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

  describe('on a phone', () => {
    const matchMedia = window.matchMedia;
    beforeEach(() => {
      window.matchMedia = (query: string) =>
        ({
          matches: query === PHONE_QUERY,
          media: query,
          addEventListener: () => {},
          removeEventListener: () => {},
        }) as unknown as MediaQueryList;
    });
    afterEach(() => {
      window.matchMedia = matchMedia;
    });

    it('shows the first filter, and the others and Clear only once Filters is pressed', async () => {
      const user = userEvent.setup();
      renderWithProviders(
        <FilterBar onClear={() => {}}>
          <input aria-label="Search" />
          <input aria-label="Admin" />
        </FilterBar>,
      );
      expect(screen.getByRole('textbox', { name: 'Search' })).toBeVisible();
      expect(screen.queryByRole('textbox', { name: 'Admin' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Clear' })).not.toBeInTheDocument();
      const toggle = screen.getByRole('button', { name: 'Filters' });
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await user.click(toggle);
      expect(screen.getByRole('textbox', { name: 'Admin' })).toBeVisible();
      expect(screen.getByRole('button', { name: 'Clear' })).toBeVisible();
      expect(screen.getByRole('button', { name: 'Fewer filters' })).toHaveAttribute('aria-expanded', 'true');
    });
  });
});
