import { adminWith, signInAs } from '@telehealth/shared/test-support/session-admin';
import type { SearchMatch } from './palette-entries';
import { permittedRecent } from './permitted-recent';
import { setRemoteDirectory } from '../federation/remote-directory';
import { repositoryRemotes } from '../test-support/repository-remotes';

const doctor: SearchMatch = { kind: 'doctor', uid: 'd1', label: 'Dr. Ann Lee', detail: null };
const payment: SearchMatch = { kind: 'payment', uid: 'p1', label: 'APT-1001', detail: '$120.00' };

describe('the recent items the palette offers', () => {
  // The remotes' sections, each with the permission its remote.json declares (config.json at start).
  beforeEach(() => setRemoteDirectory(repositoryRemotes()));

  it('keeps only what the role may open: a Finance admin is offered the payment, not the doctor', () => {
    signInAs(adminWith('finance', ['dashboard.view', 'payments.view']));
    expect(permittedRecent([doctor, payment])).toEqual([payment]);
  });

  it('keeps every item for a role that may open both', () => {
    signInAs(adminWith('operations', ['doctors.view', 'payments.view']));
    expect(permittedRecent([doctor, payment])).toEqual([doctor, payment]);
  });
});
