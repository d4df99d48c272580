import { toSearchParams } from './search-params';

describe('toSearchParams', () => {
  it('sends where and sort as JSON and leaves empty values out', () => {
    const params = toSearchParams({
      where: { status: 'pending' },
      sort: [{ created_at: 'DESC' }],
      search: '',
      offset: 40,
      limit: 20,
      doctor: undefined,
    });
    expect(params.get('where')).toBe('{"status":"pending"}');
    expect(params.get('sort')).toBe('[{"created_at":"DESC"}]');
    expect(params.get('offset')).toBe('40');
    expect(params.has('search')).toBe(false);
    expect(params.has('doctor')).toBe(false);
  });
});
