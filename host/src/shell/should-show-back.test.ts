import { shouldShowBack } from './should-show-back';

describe('shouldShowBack', () => {
  it('shows Back on detail pages only', () => {
    expect(shouldShowBack('/admin/doctors')).toBe(false);
    expect(shouldShowBack('/admin/dashboard')).toBe(false);
    expect(shouldShowBack('/admin/doctors/')).toBe(false);
    expect(shouldShowBack('/admin/doctors/abc-123')).toBe(true);
    expect(shouldShowBack('/admin/enquiries/7')).toBe(true);
  });
});
