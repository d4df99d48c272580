import { viewQuery } from './view-query';

test('a view is the filters, search and sort, without the page, in one order', () => {
  expect(viewQuery('?page=3&search=card&doctor_status=pending&sort=name.asc')).toBe(
    'doctor_status=pending&search=card&sort=name.asc',
  );
  expect(viewQuery('sort=name.asc&doctor_status=pending&search=card')).toBe(
    viewQuery('?search=card&sort=name.asc&doctor_status=pending&page=2'),
  );
});

test('the first page of an unfiltered list is the All view', () => {
  expect(viewQuery('')).toBe('');
  expect(viewQuery('?page=2&search=')).toBe('');
});

test('values are kept exactly, encoded once', () => {
  expect(viewQuery('?search=J%C3%BCrgen%20%26%20co')).toBe('search=J%C3%BCrgen+%26+co');
});
