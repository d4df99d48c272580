import { CONTRACT_VERSION, type RemoteRelease } from '@telehealth/shared/contracts';
import { statusRow } from './status-rows';

const RELEASE: RemoteRelease = {
  entry: '/remotes/catalog/0.2.0/mf-manifest.json',
  federationName: 'remote_catalog',
  label: 'Specialties, services and board certifications',
  version: '0.2.0',
  // Built against the contract this shell offers.
  contract: `^${CONTRACT_VERSION}`,
  builtAt: '2026-11-24T06:00:00.000Z',
  sections: [],
};
const ORIGIN = 'https://admin.example.com';
/** A range no shell of this contract's major satisfies. */
const NEXT_MAJOR = `^${Number(CONTRACT_VERSION.split('.')[0]) + 1}.0.0`;

describe('statusRow', () => {
  it('shows what the configuration picks before the remote is loaded', () => {
    expect(statusRow('catalog', RELEASE, { state: 'not-loaded' }, ORIGIN)).toEqual({
      name: 'catalog',
      label: 'Specialties, services and board certifications',
      version: '0.2.0',
      builtAt: '2026-11-24 06:00:00 UTC',
      contract: `^${CONTRACT_VERSION}`,
      fits: true,
      manifestUrl: 'https://admin.example.com/remotes/catalog/0.2.0/mf-manifest.json',
      state: 'Not loaded yet',
    });
  });

  it('shows what the loaded code says of itself', () => {
    const build = {
      name: 'catalog',
      version: '0.2.1',
      builtAt: '2026-11-24T07:00:00.000Z',
      contract: `^${CONTRACT_VERSION}`,
    };
    const row = statusRow('catalog', RELEASE, { state: 'loaded', build }, ORIGIN);
    expect([row.version, row.builtAt, row.state, row.error]).toEqual([
      '0.2.1',
      '2026-11-24 07:00:00 UTC',
      'Loaded',
      undefined,
    ]);
  });

  it('gives the error of a remote that failed, and the verdict of one that does not fit', () => {
    expect(statusRow('catalog', RELEASE, { state: 'failed', error: 'answered 404' }, ORIGIN)).toMatchObject({
      state: 'Failed',
      error: 'answered 404',
    });
    const build = { name: 'catalog', version: '3.0.0', builtAt: '', contract: NEXT_MAJOR };
    expect(
      statusRow(
        'catalog',
        { ...RELEASE, builtAt: undefined },
        { state: 'incompatible', build, verdict: { fits: false, problem: 'needs-newer-shell' } },
        ORIGIN,
      ),
    ).toMatchObject({
      version: '3.0.0',
      builtAt: '—',
      contract: NEXT_MAJOR,
      fits: false,
      state: 'Incompatible',
      error: 'This module needs a newer shell: reload',
    });
  });
});
