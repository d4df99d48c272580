// Each remote is a team's own room: its scripts, its README and its CODEOWNERS line are there.
import fs from 'node:fs';
import path from 'node:path';
import remotes from './remotes.cjs';

const OWN_SCRIPTS = ['build', 'dev', 'lint', 'release', 'test', 'typecheck'];

describe.each(remotes.listRemotes().map((remote) => [remote.dir, remote]))('%s', (dir, remote) => {
  const folder = path.join(remotes.ROOT, dir);

  it('runs its own test, typecheck, lint, build, dev and release', () => {
    const { scripts } = JSON.parse(fs.readFileSync(path.join(folder, 'package.json'), 'utf8'));
    expect(Object.keys(scripts).sort()).toEqual(expect.arrayContaining(OWN_SCRIPTS));
  });

  it('has a README saying how to run, release and roll it back', () => {
    const readme = fs.readFileSync(path.join(folder, 'README.md'), 'utf8');
    expect(readme).toContain(`pnpm --filter ${remote.packageName} release`);
    expect(readme).toContain('--use <version>');
  });

  it('is owned by the team its remote.json names', () => {
    const owners = fs.readFileSync(path.join(remotes.ROOT, '.github/CODEOWNERS'), 'utf8');
    expect(owners).toMatch(new RegExp(`^/${dir}/\\s+${remote.team}$`, 'm'));
  });

  it('declares for each menu section the permission that opens it, one the API knows', () => {
    const generated = fs.readFileSync(
      path.join(remotes.ROOT, 'shared/src/contracts/permissions.generated.ts'),
      'utf8',
    );
    const known = [...generated.matchAll(/^ {2}'([a-z.-]+)',$/gm)].map((match) => match[1]);
    expect(known).toContain('doctors.view');
    for (const section of remote.sections) {
      expect({ section: section.path, permission: section.permission }).toEqual({
        section: section.path,
        permission: expect.stringMatching(/\.view$/),
      });
      expect(known).toContain(section.permission);
    }
  });

  it('names itself consistently: folder, package, federation container', () => {
    expect(dir).toBe(`remote-${remote.name}`);
    expect(remote.packageName).toBe(`@telehealth/remote-${remote.name}`);
    expect(remote.federationName).toBe(`remote_${remote.name.replace(/-/g, '_')}`);
  });
});
