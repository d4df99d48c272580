import { catalogSuggestions } from './catalog-suggestions';

describe('catalogSuggestions', () => {
  const calls = {
    tabTitle: 'Suggested Services',
    queue: 'suggested-services' as const,
    accept: jest.fn(),
    reject: jest.fn(),
    decideAll: jest.fn(),
    bulkNoun: ['suggested service', 'suggested services'] as const,
    markSeen: jest.fn(),
    showPendingBadge: true,
  };

  it("fetches the kind's suggestions as the tab's rows, with the answer's count", async () => {
    const fetch = jest.fn().mockResolvedValue({
      suggested_services: [{ uid: 's1', service_name: 'Hearing Test', doctor: null, created_at: 'then' }],
      count: 7,
    });
    const suggestions = catalogSuggestions({
      ...calls,
      fetch,
      key: 'suggested_services',
      toRow: (s: { uid: string; service_name: string; created_at: string }) => ({
        uid: s.uid,
        name: s.service_name,
        requester: null,
        created_at: s.created_at,
        assignee: null,
      }),
    });
    const signal = new AbortController().signal;
    const filter = { search: 'hear', assignee: 'me' };
    await expect(suggestions.fetch(filter, signal)).resolves.toEqual({
      rows: [{ uid: 's1', name: 'Hearing Test', requester: null, created_at: 'then', assignee: null }],
      count: 7,
    });
    expect(fetch).toHaveBeenCalledWith(filter, signal);
  });

  it('keeps the calls and texts as given', () => {
    const { fetch: _fetch, ...rest } = catalogSuggestions({
      ...calls,
      fetch: jest.fn(),
      key: 'suggested_services',
      toRow: jest.fn(),
    });
    expect(rest).toEqual(calls);
  });
});
