// The host's runtime configuration, as its build writes it from the remotes' own declarations.
import fs from 'node:fs';
import path from 'node:path';
import { satisfy } from '@module-federation/enhanced/runtime';
import { CONTRACT_VERSION } from './federation.mjs';
import remotes from './remotes.cjs';
import { workingBuildConfig } from './runtime-config.mjs';

// The remotes' part of the menu (docs/product.md, The shell), after the host's own Dashboard.
const REMOTES_MENU = [
  'Doctors',
  'Patients',
  'Clinics',
  'Appointments',
  'Payments',
  'Specialties',
  'Services',
  'Enquiries',
  'Board Certifications',
  'Notifications',
];

describe('the runtime configuration the host build writes', () => {
  const config = workingBuildConfig({ apiBase: '/api' });
  const sections = Object.values(config.remotes)
    .flatMap((remote) => remote.sections)
    .sort((a, b) => a.order - b.order);

  it('lists every remote folder of the repository at its working build', () => {
    expect(Object.keys(config.remotes).sort()).toEqual(['catalog', 'commerce', 'inbox', 'people']);
    expect(config.remotes.people).toMatchObject({
      entry: '/remotes/people/mf-manifest.json',
      federationName: 'remote_people',
      label: 'Doctors, patients and clinics',
      contract: '^4.3.0',
    });
  });

  it("draws the product's menu from the sections the remotes declare, with the three unread dots", () => {
    // The product's sections in the product's order; a resource added since (`pnpm new:resource`)
    // may stand among them.
    const labels = sections.map((section) => section.label);
    expect(labels.filter((label) => REMOTES_MENU.includes(label))).toEqual(REMOTES_MENU);
    expect(Object.fromEntries(sections.filter((s) => s.dot).map((s) => [s.label, s.dot]))).toEqual({
      Specialties: 'unreadSpeciality',
      Services: 'unreadService',
      Notifications: 'unread_notification',
    });
    expect(new Set(sections.map((section) => section.path)).size).toBe(sections.length);
  });

  it('keeps a remote entry an operator pinned in public/config.json', () => {
    const pinned = { entry: 'https://cdn.example.com/people/0.1.0/mf-manifest.json' };
    expect(workingBuildConfig({ apiBase: '/api', remotes: { people: pinned } }).remotes.people).toBe(pinned);
  });

  it('has every remote built against a contract this shared library satisfies', () => {
    for (const remote of remotes.listRemotes())
      expect([remote.name, satisfy(CONTRACT_VERSION, remote.contract)]).toEqual([remote.name, true]);
  });

  it('keeps the contract version the shell reports equal to the shared package version', () => {
    const source = fs.readFileSync(
      path.join(remotes.ROOT, 'shared/src/contracts/contract-version.ts'),
      'utf8',
    );
    expect(source).toContain(`export const CONTRACT_VERSION = '${CONTRACT_VERSION}';`);
  });
});
