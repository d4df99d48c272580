import { nextSort, parseSort, serializeSort } from './sort';

describe('nextSort', () => {
  it('starts ascending on a new field', () => {
    expect(nextSort(null, 'npi')).toEqual({ field: 'npi', direction: 'ASC' });
    expect(nextSort({ field: 'email', direction: 'DESC' }, 'npi')).toEqual({
      field: 'npi',
      direction: 'ASC',
    });
  });

  it('cycles ascending, descending, none on the same field', () => {
    expect(nextSort({ field: 'npi', direction: 'ASC' }, 'npi')).toEqual({ field: 'npi', direction: 'DESC' });
    expect(nextSort({ field: 'npi', direction: 'DESC' }, 'npi')).toBeNull();
  });
});

describe('sort in the URL', () => {
  it('round-trips field:DIRECTION', () => {
    expect(serializeSort({ field: 'full_name', direction: 'ASC' })).toBe('full_name:ASC');
    expect(serializeSort(null)).toBeNull();
    expect(parseSort('created_at:DESC')).toEqual({ field: 'created_at', direction: 'DESC' });
  });

  it('rejects anything else', () => {
    expect(parseSort(null)).toBeUndefined();
    expect(parseSort('npi')).toBeUndefined();
    expect(parseSort('npi:up')).toBeUndefined();
    expect(parseSort('a b:ASC')).toBeUndefined();
  });
});
