import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LocationProbe, renderWithProviders } from '../../test-support/render';
import { parsePage, usePageParam, useQueryState, useResetParams, useSortParam } from './url-state';

const location = () => screen.getByTestId('location').textContent;

function StatusFilter() {
  const [status, setStatus] = useQueryState('status', 'all');
  const [page, setPage] = usePageParam();
  const reset = useResetParams();
  return (
    <div>
      <span data-testid="status">{status}</span>
      <span data-testid="page">{page}</span>
      <button type="button" onClick={() => setStatus('blocked')}>
        Blocked
      </button>
      <button type="button" onClick={() => setStatus('all')}>
        All
      </button>
      <button type="button" onClick={() => setPage(page + 1)}>
        Next
      </button>
      <button type="button" onClick={() => setPage(0)}>
        First
      </button>
      <button type="button" onClick={() => reset(['status', 'search'])}>
        Clear
      </button>
      <LocationProbe />
    </div>
  );
}

type Setters = { setStatus: (value: string) => void; setPage: (page: number) => void };
const setters: { current?: Setters } = {};

function Both() {
  const [, setStatus] = useQueryState('status');
  const [, setPage] = usePageParam();
  setters.current = { setStatus, setPage };
  return <LocationProbe />;
}

describe('parsePage', () => {
  it('reads zero-based pages and treats anything invalid as 0', () => {
    expect(parsePage('3')).toBe(3);
    expect(parsePage(null)).toBe(0);
    expect(parsePage('-2')).toBe(0);
    expect(parsePage('abc')).toBe(0);
    expect(parsePage('1.5')).toBe(0);
  });
});

describe('useQueryState and usePageParam', () => {
  it('reads the URL, falling back to the default', () => {
    renderWithProviders(<StatusFilter />, { route: '/admin/patients?page=2' });
    expect(screen.getByTestId('status')).toHaveTextContent('all');
    expect(screen.getByTestId('page')).toHaveTextContent('2');
  });

  it('resets the page when a filter changes, and removes the key at its default', async () => {
    const user = userEvent.setup();
    renderWithProviders(<StatusFilter />, { route: '/admin/patients?page=2&search=ann' });
    await user.click(screen.getByRole('button', { name: 'Blocked' }));
    expect(location()).toBe('/admin/patients?search=ann&status=blocked');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(location()).toBe('/admin/patients?search=ann&status=blocked&page=1');
    await user.click(screen.getByRole('button', { name: 'All' }));
    expect(location()).toBe('/admin/patients?search=ann');
  });

  it('leaves page 0 out of the URL', async () => {
    const user = userEvent.setup();
    renderWithProviders(<StatusFilter />, { route: '/admin/patients?page=4' });
    await user.click(screen.getByRole('button', { name: 'First' }));
    expect(location()).toBe('/admin/patients');
  });

  it('clears the given keys and the page at once, keeping the others', async () => {
    const user = userEvent.setup();
    renderWithProviders(<StatusFilter />, {
      route: '/admin/patients?status=blocked&search=ann&page=3&tab=2',
    });
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(location()).toBe('/admin/patients?tab=2');
  });

  it('applies two changes made in the same tick', () => {
    renderWithProviders(<Both />, { route: '/list' });
    act(() => {
      setters.current?.setStatus('active');
      setters.current?.setPage(3);
    });
    expect(location()).toBe('/list?status=active&page=3');
  });
});

function Sorter() {
  const [sort, setSort] = useSortParam({ field: 'created_at', direction: 'DESC' });
  return (
    <div>
      <span data-testid="sort">{sort ? `${sort.field} ${sort.direction}` : 'none'}</span>
      <button type="button" onClick={() => setSort({ field: 'appt_id', direction: 'ASC' })}>
        By id
      </button>
      <button type="button" onClick={() => setSort(null)}>
        Unsorted
      </button>
      <button type="button" onClick={() => setSort({ field: 'created_at', direction: 'DESC' })}>
        Default
      </button>
      <LocationProbe />
    </div>
  );
}

describe('useSortParam', () => {
  it('uses the default sort when the URL has none, and ignores a malformed one', () => {
    renderWithProviders(<Sorter />, { route: '/a?sort=oops' });
    expect(screen.getByTestId('sort')).toHaveTextContent('created_at DESC');
  });

  it('stores field:DIRECTION, "none" when unsorted, nothing for the default, and resets the page', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Sorter />, { route: '/a?page=3' });
    await user.click(screen.getByRole('button', { name: 'By id' }));
    expect(location()).toBe('/a?sort=appt_id%3AASC');
    expect(screen.getByTestId('sort')).toHaveTextContent('appt_id ASC');
    await user.click(screen.getByRole('button', { name: 'Unsorted' }));
    expect(location()).toBe('/a?sort=none');
    expect(screen.getByTestId('sort')).toHaveTextContent('none');
    await user.click(screen.getByRole('button', { name: 'Default' }));
    expect(location()).toBe('/a');
  });
});
