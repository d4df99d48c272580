import { requesterName, userTypeLabel } from './requester';

describe('requester', () => {
  it("names the requester, or 'Deleted User' when missing or deleted", () => {
    expect(requesterName({ uid: 'a', full_name: 'Ann Lee', role_id: 3 })).toBe('Ann Lee');
    expect(requesterName(null)).toBe('Deleted User');
    expect(requesterName({ uid: 'a', full_name: 'Ann Lee', role_id: 3, status: 'deleted' })).toBe(
      'Deleted User',
    );
    expect(requesterName({ uid: 'a', full_name: '  ', role_id: 3 })).toBe('Deleted User');
  });

  it('gives Doctor for role 3 and Clinic for role 4', () => {
    expect(userTypeLabel({ uid: 'a', full_name: 'A', role_id: 3 })).toBe('Doctor');
    expect(userTypeLabel({ uid: 'a', full_name: 'A', role_id: 4 })).toBe('Clinic');
    expect(userTypeLabel(null)).toBe('-');
  });
});
