import { statusLabel } from './status';

describe('statusLabel', () => {
  it('capitalises the status word', () => {
    expect(statusLabel('blocked')).toBe('Blocked');
    expect(statusLabel('on going')).toBe('On going');
  });

  it('shows a missing status as a dash', () => {
    expect(statusLabel('')).toBe('-');
  });
});
