import type { RemoteName, RemoteRelease, RemoteSection } from '@telehealth/shared/contracts';

/**
 * The remotes the runtime configuration names, with what each release declared. Set once at
 * start-up from config.json, so the menu and the section → remote map exist before any remote is
 * loaded (docs/decisions.md, "Remotes declare their sections").
 */
let releases: Record<RemoteName, RemoteRelease> = {};

export function setRemoteDirectory(next: Record<RemoteName, RemoteRelease>): void {
  releases = next;
}

export function remoteNames(): RemoteName[] {
  return Object.keys(releases);
}

export function remoteRelease(name: RemoteName): RemoteRelease {
  const release = releases[name];
  if (!release) throw new Error(`No remote named ${name} in config.json`);
  return release;
}

/** The remote owning `/admin/<section>`, if any. */
export function sectionOwner(section: string): RemoteName | undefined {
  return remoteNames().find((name) => releases[name]?.sections.some((owned) => owned.path === section));
}

export interface MenuSection extends RemoteSection {
  remote: RemoteName;
}

/** Every remote's sections, in menu order. */
export function menuSections(): MenuSection[] {
  return remoteNames()
    .flatMap((remote) => (releases[remote]?.sections ?? []).map((section) => ({ ...section, remote })))
    .sort((a, b) => a.order - b.order);
}
