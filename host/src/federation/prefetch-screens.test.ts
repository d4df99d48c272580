import type { RemoteRoute } from '@telehealth/shared/contracts';
import { adminWith, signInAs } from '@telehealth/shared/test-support/session-admin';
import { repositoryRemotes } from '../test-support/repository-remotes';
import { loadRemoteRoutes } from './load-remote-routes';
import { prefetchRemotes, prefetchSection } from './prefetch-screens';
import { setRemoteDirectory } from './remote-directory';

jest.mock('./load-remote-routes', () => ({ loadRemoteRoutes: jest.fn() }));

/** What each page did ahead of its visit: its module loaded, its first rows read. */
const loaded: string[] = [];
const read: string[] = [];

function route(path: string): RemoteRoute {
  return {
    path,
    title: path,
    load: async () => {
      loaded.push(path);
      return {
        default: () => null,
        prefetch: async () => {
          read.push(path);
        },
      };
    },
  };
}

const ROUTES: Record<string, string[]> = {
  people: ['doctors', 'doctors/:uid', 'patients', 'clinics'],
  commerce: ['appointments', 'payments'],
  catalog: ['specialties', 'services', 'board-certifications'],
  inbox: ['enquiries', 'notifications'],
};

beforeEach(() => {
  loaded.length = 0;
  read.length = 0;
  setRemoteDirectory(repositoryRemotes());
  const routes = Object.fromEntries(
    Object.entries(ROUTES).map(([remote, paths]) => [remote, { routes: paths.map(route) }]),
  );
  jest.mocked(loadRemoteRoutes).mockImplementation(async (remote) => routes[remote] as never);
});

describe('reading screens ahead of their first visit', () => {
  it("reads a menu item's screen, its page and its first rows, when the pointer or focus is on it", async () => {
    await prefetchSection('patients');
    expect(loaded).toContain('patients');
    expect(read).toEqual(['patients']);
  });

  it('reads no rows of a screen the admin may not open (the API would refuse them)', async () => {
    signInAs(adminWith('support', ['dashboard.view', 'patients.view']));
    await prefetchSection('doctors');
    expect(read).toEqual([]);
    await prefetchSection('patients');
    expect(read).toEqual(['patients']);
  });

  it("in idle time reads each remote's first screen with its rows, then only the other pages' modules", async () => {
    await prefetchRemotes();
    expect(read).toEqual(['doctors', 'appointments', 'specialties', 'enquiries']);
    // Pages with a parameter (a doctor) are not preloaded; every other page is.
    expect(new Set(loaded)).toEqual(
      new Set([
        'doctors',
        'patients',
        'clinics',
        'appointments',
        'payments',
        'specialties',
        'services',
        'board-certifications',
        'enquiries',
        'notifications',
      ]),
    );
  });
});
