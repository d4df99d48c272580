// A remote's release command: never overwrites, refuses what cannot be released, switches config.json.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CONTRACT_VERSION } from './federation.mjs';
import { applyEntry, buildRelease, listReleases, readRelease } from './release.mjs';

// A remote built against the contract this shared library offers.
function remoteFolder({ version = '0.3.0', contract = `^${CONTRACT_VERSION}` } = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'remote-release-'));
  fs.writeFileSync(
    path.join(dir, 'package.json'),
    JSON.stringify({ name: '@telehealth/remote-demo', version }),
  );
  fs.writeFileSync(
    path.join(dir, 'remote.json'),
    JSON.stringify({
      name: 'demo',
      federationName: 'remote_demo',
      label: 'Demo',
      team: '@telehealth/demo-team',
      devPort: 8099,
      contract,
      sections: [{ path: 'demo', label: 'Demo', icon: 'award', order: 5 }],
    }),
  );
  return dir;
}

function keepRelease(releasesDir, version) {
  fs.mkdirSync(path.join(releasesDir, version), { recursive: true });
  const entry = { entry: `/remotes/demo/${version}/mf-manifest.json`, version };
  fs.writeFileSync(path.join(releasesDir, version, 'release.json'), JSON.stringify(entry));
  return entry;
}

describe('release', () => {
  it('never builds over a kept release', () => {
    const dir = remoteFolder();
    const releases = path.join(dir, 'releases');
    keepRelease(releases, '0.3.0');
    expect(() => buildRelease(dir, releases)).toThrow(
      `Release 0.3.0 of demo already exists (${path.join(releases, '0.3.0')}); releases are never overwritten: raise the version in package.json.`,
    );
  });

  it('refuses a version that is not semver, and a contract the shared library does not satisfy', () => {
    const dir = remoteFolder({ version: 'latest' });
    expect(() => buildRelease(dir, path.join(dir, 'releases'))).toThrow(
      'package.json version "latest" is not a semver version (1.2.3).',
    );
    const newer = remoteFolder({ contract: '^9.0.0' });
    expect(() => buildRelease(newer, path.join(newer, 'releases'))).toThrow(
      /^remote.json asks for contract \^9\.0\.0, but @telehealth\/shared here is \d+\.\d+\.\d+\.$/,
    );
  });

  it('reads a kept release, and names the kept ones when asked for another', () => {
    const releases = path.join(remoteFolder(), 'releases');
    const first = keepRelease(releases, '0.1.0');
    keepRelease(releases, '0.2.0');
    expect(readRelease(releases, '0.1.0')).toEqual(first);
    expect(listReleases(releases).sort()).toEqual(['0.1.0', '0.2.0']);
    expect(() => readRelease(releases, '0.9.0')).toThrow(
      `There is no release 0.9.0 in ${releases}. Kept: 0.1.0, 0.2.0.`,
    );
  });

  it("points the host's config.json at a release, keeping every other key", () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'host-config-')), 'config.json');
    const other = { entry: '/remotes/people/mf-manifest.json', version: '0.1.0' };
    fs.writeFileSync(file, JSON.stringify({ apiBase: '/api', remotes: { people: other, demo: {} } }));
    const entry = { entry: '/remotes/demo/0.2.0/mf-manifest.json', version: '0.2.0' };
    applyEntry(file, 'demo', entry);
    expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual({
      apiBase: '/api',
      remotes: { people: other, demo: entry },
    });
    expect(fs.readdirSync(path.dirname(file))).toEqual(['config.json']);
  });
});
