import { publishLiveChanges } from '@telehealth/shared/api';
import { afterWrite, queryClient } from '@telehealth/shared/query';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LocationProbe, renderWithProviders } from '../../test-support/render';
import { ListResults } from './ListResults';
import { type ListRequest, readKeys, useListPage } from './use-list-page';

const KEYS = ['search', 'status'] as const;
const readFilters = readKeys(KEYS);
type Filters = ReturnType<typeof readFilters>;

interface Answer {
  names: string[];
  count: number;
  limit?: number;
}

const location = () => screen.getByTestId('location').textContent;

function People({ load }: { load: (request: ListRequest<Filters>) => Promise<Answer> }) {
  const list = useListPage({
    resource: 'people',
    filterKeys: KEYS,
    readFilters,
    defaultSort: { field: 'name', direction: 'ASC' },
    live: ['people'],
    load: (request) => load(request),
  });
  return (
    <>
      <output data-testid="state">
        {`${list.query.status} ${list.query.data?.names.join(',') ?? ''} page ${list.page} size ${list.pageSize} from ${list.firstRowNumber}`}
      </output>
      <button type="button" onClick={() => list.setFilters({ status: 'blocked' })}>
        Blocked
      </button>
      <button type="button" onClick={() => list.setSort({ field: 'email', direction: 'DESC' })}>
        By email
      </button>
      <button type="button" onClick={list.clear}>
        Clear
      </button>
      <button type="button" onClick={() => void list.loadPage(3, 100)}>
        Page 3
      </button>
      <ListResults list={list}>
        <p>table</p>
      </ListResults>
    </>
  );
}

const answer = (names: string[], count = names.length, limit?: number): Answer => ({ names, count, limit });

function renderList(load: jest.Mock, route = '/people') {
  const user = userEvent.setup();
  renderWithProviders(
    <>
      <People load={load} />
      <LocationProbe />
    </>,
    { route },
  );
  return { user };
}

describe('useListPage', () => {
  it('reads filters, page and sort from the URL and asks for them', async () => {
    const load = jest.fn(async () => answer(['Ann'], 45));
    renderList(load, '/people?search=an&page=2&sort=email:DESC');
    await waitFor(() =>
      expect(screen.getByTestId('state')).toHaveTextContent('ready Ann page 2 size 20 from 41'),
    );
    expect(load).toHaveBeenCalledWith({
      filters: { search: 'an', status: '' },
      page: 2,
      pageSize: 20,
      sort: { field: 'email', direction: 'DESC' },
    });
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
  });

  it('writes a filter or a sort to the URL, back to the first page, and Clear removes filters and sort', async () => {
    const load = jest.fn(async () => answer(['Ann']));
    const { user } = renderList(load, '/people?search=an&page=2');
    await user.click(screen.getByRole('button', { name: 'Blocked' }));
    expect(location()).toBe('/people?search=an&status=blocked');
    await user.click(screen.getByRole('button', { name: 'By email' }));
    expect(location()).toBe('/people?search=an&status=blocked&sort=email%3ADESC');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(location()).toBe('/people');
  });

  it('keys the cache by the resource and every parameter: a new parameter is a new read', async () => {
    const load = jest.fn(async ({ filters }: ListRequest<Filters>) => answer([filters.status || 'all']));
    const { user } = renderList(load);
    await waitFor(() => expect(screen.getByTestId('state')).toHaveTextContent('ready all'));
    await user.click(screen.getByRole('button', { name: 'Blocked' }));
    await waitFor(() => expect(screen.getByTestId('state')).toHaveTextContent('ready blocked'));
    const keys = queryClient
      .getQueryCache()
      .getAll()
      .map((query) => query.queryKey);
    expect(keys).toContainEqual([
      'people',
      'list',
      {
        filters: { search: '', status: 'blocked' },
        page: 0,
        pageSize: 20,
        sort: { field: 'name', direction: 'ASC' },
      },
    ]);
    expect(keys).toHaveLength(2);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('takes the page size the server answers', async () => {
    const load = jest.fn(async () => answer(['Ann'], 100, 25));
    renderList(load, '/people?page=1');
    await waitFor(() => expect(screen.getByTestId('state')).toHaveTextContent('size 25 from 26'));
    expect(load).toHaveBeenLastCalledWith(expect.objectContaining({ page: 1, pageSize: 25 }));
  });

  it('reads again, quietly, after a write that changed its resource, and not after another', async () => {
    let names = ['Ann'];
    const load = jest.fn(async () => answer(names));
    renderList(load);
    await waitFor(() => expect(screen.getByTestId('state')).toHaveTextContent('ready Ann'));
    names = ['Ann', 'Bob'];
    act(() => afterWrite(['people']));
    // No loading state in between: the rows stay until the new answer replaces them.
    expect(screen.getByTestId('state')).toHaveTextContent('ready Ann');
    await waitFor(() => expect(screen.getByTestId('state')).toHaveTextContent('ready Ann,Bob'));
    await act(async () => afterWrite(['payments']));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('reads again when the live stream announces its topic', async () => {
    let names = ['Ann'];
    const load = jest.fn(async () => answer(names));
    renderList(load);
    await waitFor(() => expect(screen.getByTestId('state')).toHaveTextContent('ready Ann'));
    names = ['Cy'];
    act(() => publishLiveChanges(['people']));
    expect(screen.getByTestId('state')).toHaveTextContent('ready Ann');
    await waitFor(() => expect(screen.getByTestId('state')).toHaveTextContent('ready Cy'));
  });

  it('shows the error panel when the read fails, and Retry reads again', async () => {
    const load = jest
      .fn()
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValue(answer(['Ann']));
    const { user } = renderList(load);
    await user.click(await screen.findByRole('button', { name: /retry/i }));
    await waitFor(() => expect(screen.getByTestId('state')).toHaveTextContent('ready Ann'));
    expect(screen.getByText('table')).toBeInTheDocument();
  });

  it('loadPage reads another page with the list filters and sort, outside the shown page', async () => {
    const load = jest.fn().mockResolvedValue(answer(['Ada']));
    const { user } = renderList(load, '/people?status=blocked&sort=email:DESC');
    await waitFor(() => expect(screen.getByTestId('state')).toHaveTextContent('ready Ada'));
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(load).toHaveBeenLastCalledWith({
      filters: { search: '', status: 'blocked' },
      page: 3,
      pageSize: 100,
      sort: { field: 'email', direction: 'DESC' },
    });
    expect(screen.getByTestId('state')).toHaveTextContent('page 0');
  });

  it('a page past the last says so, shows no "Showing" range, and offers the last page', async () => {
    const load = jest.fn(async ({ page }: ListRequest<Filters>) =>
      page === 9 ? answer(['Zed'], 194) : answer([], 194),
    );
    const { user } = renderList(load, '/people?page=998');
    expect(await screen.findByText('Page 999 does not exist: this list has 10 pages.')).toBeInTheDocument();
    expect(screen.queryByText('table')).not.toBeInTheDocument();
    expect(screen.queryByText(/Showing/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to the last page' }));
    expect(location()).toBe('/people?page=9');
    await waitFor(() => expect(screen.getByTestId('state')).toHaveTextContent('ready Zed page 9'));
    expect(screen.getByText('table')).toBeInTheDocument();
    expect(screen.getByText('Showing 181–194 of 194')).toBeInTheDocument();
  });
});
