import { hasInAppHistory, parentPath } from './back-target';

describe('parentPath', () => {
  it.each([
    ['/admin/doctors/42', '/admin/doctors'],
    ['/admin/enquiries/7/', '/admin/enquiries'],
    ['/admin/appointments/a-1', '/admin/appointments'],
    ['/admin', '/'],
  ])('%s → %s', (path, parent) => expect(parentPath(path)).toBe(parent));
});

describe('hasInAppHistory', () => {
  it('is true only past the first entry of the tab', () => {
    expect(hasInAppHistory({ idx: 3, key: 'k', usr: null })).toBe(true);
    expect(hasInAppHistory({ idx: 0, key: 'k', usr: null })).toBe(false);
    expect(hasInAppHistory(null)).toBe(false);
    expect(hasInAppHistory({})).toBe(false);
  });
});
