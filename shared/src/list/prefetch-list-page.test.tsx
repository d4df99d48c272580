import { screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../../test-support/render';
import { prefetchListPage } from './prefetch-list-page';
import { type ListPageOptions, type ListRequest, readKeys, useListPage } from './use-list-page';

const KEYS = ['search'] as const;
const readFilters = readKeys(KEYS);
type Filters = ReturnType<typeof readFilters>;
type Answer = { names: string[]; count: number };

function listOf(load: (request: ListRequest<Filters>) => Promise<Answer>): ListPageOptions<Filters, Answer> {
  return {
    resource: 'people',
    filterKeys: KEYS,
    readFilters,
    defaultSort: { field: 'name', direction: 'ASC' },
    load: (request) => load(request),
  };
}

function People({ options }: { options: ListPageOptions<Filters, Answer> }) {
  const { query } = useListPage(options);
  return <output data-testid="state">{`${query.status} ${query.data?.names.join(',') ?? ''}`}</output>;
}

describe('a list page read ahead of its first visit', () => {
  it('shows the rows read ahead on its first render, then the answer of its own read', async () => {
    const load = jest
      .fn<Promise<Answer>, [ListRequest<Filters>]>()
      .mockResolvedValueOnce({ names: ['Ann'], count: 1 })
      .mockResolvedValueOnce({ names: ['Ann', 'Bob'], count: 2 });
    const options = listOf(load);
    await prefetchListPage(options);
    expect(load).toHaveBeenCalledWith({
      filters: { search: '' },
      page: 0,
      pageSize: 20,
      sort: { field: 'name', direction: 'ASC' },
    });

    renderWithProviders(<People options={options} />, { route: '/people' });
    expect(screen.getByTestId('state')).toHaveTextContent('ready Ann');
    await waitFor(() => expect(screen.getByTestId('state')).toHaveTextContent('ready Ann,Bob'));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('is not what a visit with a search in its URL shows', async () => {
    const load = jest.fn(async ({ filters }: ListRequest<Filters>) => ({
      names: [filters.search ? 'Bob' : 'Ann'],
      count: 1,
    }));
    const options = listOf(load);
    await prefetchListPage(options);

    renderWithProviders(<People options={options} />, { route: '/people?search=bo' });
    expect(screen.getByTestId('state')).toHaveTextContent('loading');
    await waitFor(() => expect(screen.getByTestId('state')).toHaveTextContent('ready Bob'));
  });

  it('is read once while it is fresh (the pointer passing over the menu item twice)', async () => {
    const load = jest.fn(async () => ({ names: ['Ann'], count: 1 }));
    const options = listOf(load);
    await prefetchListPage(options);
    await prefetchListPage(options);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
