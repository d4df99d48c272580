import { loadHostConfig, parseHostConfig } from './host-config';

const PEOPLE = {
  entry: '/remotes/people/0.2.0/mf-manifest.json',
  federationName: 'remote_people',
  label: 'Doctors, patients and clinics',
  version: '0.2.0',
  contract: '^2.0.0',
  builtAt: '2026-11-24T06:00:00.000Z',
  sections: [{ path: 'doctors', label: 'Doctors', icon: 'stethoscope', order: 10 }],
};

describe('parseHostConfig', () => {
  it('reads the API base and each remote release with its sections', () => {
    expect(parseHostConfig({ apiBase: '/api', remotes: { people: PEOPLE } })).toEqual({
      apiBase: '/api',
      remotes: { people: PEOPLE },
    });
  });

  it('names the first wrong field of a hand-edited file', () => {
    const cases: [unknown, string][] = [
      [[], 'config.json must be an object'],
      [{ remotes: {} }, 'config.json: apiBase must be a non-empty string'],
      [{ apiBase: '/api' }, 'config.json: remotes must be an object'],
      [
        { apiBase: '/api', remotes: { people: '/remotes/people/mf-manifest.json' } },
        'config.json: remotes.people must be an object (entry, version, ...)',
      ],
      [
        { apiBase: '/api', remotes: { people: { ...PEOPLE, version: undefined } } },
        'config.json: remotes.people.version must be a non-empty string',
      ],
      [
        { apiBase: '/api', remotes: { people: { ...PEOPLE, federationName: 'remote-people' } } },
        'config.json: remotes.people.federationName must be a JavaScript identifier',
      ],
      [
        {
          apiBase: '/api',
          remotes: { people: { ...PEOPLE, sections: [{ ...PEOPLE.sections[0], dot: 'unreadEverything' }] } },
        },
        'config.json: remotes.people.sections[0].dot must be one of unreadSpeciality, unreadService, unread_notification',
      ],
      [
        { apiBase: '/api', remotes: { People: PEOPLE } },
        'config.json: remote name "People" must be lower-case letters',
      ],
    ];
    for (const [raw, message] of cases) expect(() => parseHostConfig(raw)).toThrow(message);
  });
});

describe('loadHostConfig', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    delete window.__earlyConfig;
  });

  it("takes the login page's own read of config.json instead of asking again (its preload answers once)", async () => {
    const fetchSpy = jest.spyOn(globalThis, 'fetch');
    window.__earlyConfig = Promise.resolve({ ok: true, status: 200, body: { apiBase: '/api', remotes: {} } });
    await expect(loadHostConfig()).resolves.toEqual({ apiBase: '/api', remotes: {} });
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(window.__earlyConfig).toBeUndefined();
  });

  it('asks for itself when that read failed, and reports a file it cannot use', async () => {
    const fetchSpy = jest
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response(JSON.stringify({ apiBase: '/v2', remotes: {} }), { status: 200 }));
    window.__earlyConfig = Promise.reject(new SyntaxError('Unexpected token <'));
    await expect(loadHostConfig()).resolves.toEqual({ apiBase: '/v2', remotes: {} });
    expect(fetchSpy).toHaveBeenCalledWith('/config.json');

    window.__earlyConfig = Promise.resolve({ ok: false, status: 503, body: {} });
    await expect(loadHostConfig()).rejects.toThrow('config.json answered 503');
  });
});
