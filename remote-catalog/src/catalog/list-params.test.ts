import { OWNER } from '@telehealth/shared/test-support/session-admin';
import { suggestionParams } from './list-params';

describe('suggestionParams', () => {
  it("sends the Assignee filter as the API's where: Mine is the signed-in admin, Unassigned null", () => {
    expect(suggestionParams({ search: ' sleep ', assignee: '' })).toEqual({
      search: 'sleep',
      where: undefined,
    });
    expect(suggestionParams({ search: '', assignee: 'me' })).toEqual({
      search: undefined,
      where: { assignee: OWNER.uid },
    });
    expect(suggestionParams({ search: '', assignee: 'none' }).where).toEqual({ assignee: null });
    expect(suggestionParams({ search: '', assignee: 'a1' }).where).toEqual({ assignee: 'a1' });
  });
});
