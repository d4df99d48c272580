import { doctorName, fullName } from './names';

describe('names', () => {
  it('falls back to Deleted User when the person is missing or unnamed', () => {
    expect(fullName({ full_name: 'Ada Lane' })).toBe('Ada Lane');
    expect(fullName(null)).toBe('Deleted User');
    expect(fullName({ full_name: ' ' })).toBe('Deleted User');
    expect(fullName(undefined, '-')).toBe('-');
  });

  it("shows a deleted doctor as 'Deleted (name)'", () => {
    expect(doctorName({ full_name: 'Ben Cole', status: 'active' })).toBe('Ben Cole');
    expect(doctorName({ full_name: 'Ben Cole', status: 'deleted' })).toBe('Deleted (Ben Cole)');
    expect(doctorName({ full_name: 'Ben Cole', deleted_at: '2026-01-01T00:00:00Z' })).toBe(
      'Deleted (Ben Cole)',
    );
    expect(doctorName(null)).toBe('Deleted User');
  });
});
