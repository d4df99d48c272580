import { recordNoun, recordPath } from './record-paths';

describe('record paths', () => {
  it("opens the product's records at their pages, and a declared type at its list's path", () => {
    expect(recordPath('doctor', 'u1')).toBe('/admin/doctors/u1');
    expect(recordPath('enquiry', '42')).toBe('/admin/enquiries/42');
    expect(recordPath('suggested-service', 'u2')).toBe('/admin/services?tab=suggested');
    // A module's own record (its type is its list's path), as the scaffold declares one.
    expect(recordPath('review-flags', 'a/b')).toBe('/admin/review-flags/a%2Fb');
    expect(recordPath('Not a type!', 'x')).toBe('/admin/dashboard');
  });

  it('reads a type as words', () => {
    expect(recordNoun('suggested-specialty')).toBe('suggested specialty');
    expect(recordNoun('review-flags')).toBe('review flags');
  });
});
