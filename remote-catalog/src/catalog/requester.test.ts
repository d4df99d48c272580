import { requesterName, userTypeLabel } from './requester';

describe('requester', () => {
  it("names the requester, or 'Deleted User' when missing or deleted", () => {
    expect(
      requesterName({ uid: 'a', full_name: 'Ann Lee', role_id: 3, status: 'active', deleted_at: null }),
    ).toBe('Ann Lee');
    expect(requesterName(null)).toBe('Deleted User');
    expect(
      requesterName({ uid: 'a', full_name: 'Ann Lee', role_id: 3, status: 'deleted', deleted_at: null }),
    ).toBe('Deleted User');
    expect(requesterName({ uid: 'a', full_name: '  ', role_id: 3, status: 'active', deleted_at: null })).toBe(
      'Deleted User',
    );
  });

  it('gives Doctor for role 3 and Clinic for role 4', () => {
    expect(userTypeLabel({ uid: 'a', full_name: 'A', role_id: 3, status: 'active', deleted_at: null })).toBe(
      'Doctor',
    );
    expect(userTypeLabel({ uid: 'a', full_name: 'A', role_id: 4, status: 'active', deleted_at: null })).toBe(
      'Clinic',
    );
    expect(userTypeLabel(null)).toBe('-');
  });
});
