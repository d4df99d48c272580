import fs from 'node:fs';
import path from 'node:path';

// login.html's own script, run as the page runs it: once, before the app, on the prerendered form.
const SCRIPT = fs.readFileSync(path.join(__dirname, 'early-sign-in.js'), 'utf8');

interface Sent {
  url: string;
  init: RequestInit | undefined;
}

/** The page: the prerendered form (as login.html has it), the script run, fetch answered here. */
const FIGURES: Record<string, unknown> = {
  '/api/user/dashboard': { data: { total_doctors: 3 } },
  '/api/payments/revenue': { data: { lifetime_total: '12.50' } },
};

function loadLoginPage(answer: { status: number; body: unknown }) {
  document.body.innerHTML = `
    <div id="root"></div>
    <div id="prerendered">
      <form aria-label="Login" method="dialog" novalidate>
        <input name="email" type="email" /><input name="password" type="password" />
        <button type="submit">Login</button>
      </form>
    </div>`;
  const sent: Sent[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    sent.push({ url, init });
    if (url === '/config.json') return new Response(JSON.stringify({ apiBase: '/api/' }), { status: 200 });
    if (url in FIGURES) return new Response(JSON.stringify(FIGURES[url]), { status: 200 });
    return new Response(JSON.stringify(answer.body), { status: answer.status });
  });
  const listeners: [string, EventListenerOrEventListenerObject, boolean | undefined][] = [];
  const add = document.addEventListener.bind(document);
  jest.spyOn(document, 'addEventListener').mockImplementation((type, listener, options) => {
    listeners.push([type, listener, options as boolean | undefined]);
    add(type, listener, options);
  });
  new Function(SCRIPT)();
  const form = document.querySelector('form')!;
  const fill = (email: string, password: string) => {
    (form.elements.namedItem('email') as HTMLInputElement).value = email;
    (form.elements.namedItem('password') as HTMLInputElement).value = password;
  };
  const submit = () => form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  const cleanUp = () => {
    for (const [type, listener, options] of listeners) document.removeEventListener(type, listener, options);
  };
  return { fill, submit, sent, cleanUp, form };
}

describe("the prerendered login page's own script", () => {
  let page: ReturnType<typeof loadLoginPage> | undefined;
  afterEach(() => {
    page?.cleanUp();
    jest.restoreAllMocks();
    delete window.__earlySignIn;
    delete window.__earlyConfig;
    delete window.__earlyFigures;
    window.history.replaceState(null, '');
    document.body.innerHTML = '';
  });

  test('a complete form is signed in at once, on the configured API base, and its answer kept for the app', async () => {
    const body = { status: 200, message: 'Login Success', data: { token: 't', session_id: 's' } };
    page = loadLoginPage({ status: 200, body });
    page.fill(' admin@example.com ', 'Admin@12345');
    const event = new Event('submit', { bubbles: true, cancelable: true });
    page.form.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);

    const submission = window.__earlySignIn!;
    await expect(submission.answer).resolves.toEqual({ status: 200, body });
    expect(submission.settled).toBe(true);
    const signIn = page.sent.find((request) => request.url === '/api/auth/local/admin')!;
    expect(signIn.init?.method).toBe('POST');
    expect(JSON.parse(String(signIn.init?.body))).toEqual({
      username: 'admin@example.com',
      password: 'Admin@12345',
    });
  });

  test('a second submit while the first is on its way sends nothing more', async () => {
    page = loadLoginPage({ status: 200, body: { data: { token: 't', session_id: 's' } } });
    page.fill('admin@example.com', 'Admin@12345');
    page.submit();
    const first = window.__earlySignIn!;
    page.submit();
    expect(window.__earlySignIn).toBe(first);
    await first.answer;
    expect(page.sent.filter((request) => request.url.endsWith('/auth/local/admin'))).toHaveLength(1);
  });

  test('an incomplete or malformed form sends nothing: the submit is kept for the app to replay', () => {
    page = loadLoginPage({ status: 200, body: {} });
    for (const [email, password] of [
      ['', ''],
      ['admin@example', 'Admin@12345'],
      ['admin@example.com', ''],
    ]) {
      page.fill(email!, password!);
      page.submit();
      expect(window.__earlySignIn).toEqual({ answer: null, settled: true });
    }
    expect(page.sent).toHaveLength(0);
  });

  test('an unreachable server is an answer too (status 0), for the app to report', async () => {
    page = loadLoginPage({ status: 200, body: {} });
    (globalThis.fetch as jest.Mock).mockRejectedValue(new TypeError('Failed to fetch'));
    page.fill('admin@example.com', 'Admin@12345');
    page.submit();
    await expect(window.__earlySignIn!.answer).resolves.toEqual({ status: 0, body: null });
  });

  test('once the app has taken the page over, its own form is left alone', () => {
    page = loadLoginPage({ status: 200, body: {} });
    document.getElementById('prerendered')!.remove();
    document.getElementById('root')!.innerHTML =
      '<form><input name="email" value="admin@example.com" /><input name="password" value="x" /></form>';
    const event = new Event('submit', { bubbles: true, cancelable: true });
    document.querySelector('#root form')!.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    expect(window.__earlySignIn).toBeUndefined();
    expect(page.sent).toHaveLength(0);
  });

  test('a sign-in that gives a session reads the dashboard figures at once, with its token, for the app', async () => {
    page = loadLoginPage({ status: 200, body: { data: { token: 'the-token', session_id: 's' } } });
    page.fill('admin@example.com', 'Admin@12345');
    page.submit();
    await window.__earlySignIn!.answer;
    const figures = window.__earlyFigures!;
    await expect(figures.counts).resolves.toEqual({ status: 200, body: FIGURES['/api/user/dashboard'] });
    await expect(figures.revenue).resolves.toEqual({ status: 200, body: FIGURES['/api/payments/revenue'] });
    for (const path of Object.keys(FIGURES)) {
      const headers = page.sent.find((request) => request.url === path)?.init?.headers as Record<
        string,
        string
      >;
      expect(headers.authorization).toBe('Bearer the-token');
      expect(headers.timezone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    }
    // The runtime configuration was asked for once, and its answer is kept for the app.
    expect(page.sent.filter((request) => request.url === '/config.json')).toHaveLength(1);
    await expect(window.__earlyConfig).resolves.toEqual({
      ok: true,
      status: 200,
      body: { apiBase: '/api/' },
    });
  });

  test('a refused sign-in reads no figures', async () => {
    page = loadLoginPage({ status: 401, body: { message: 'Invalid email or password' } });
    page.fill('admin@example.com', 'wrong');
    page.submit();
    await window.__earlySignIn!.answer;
    expect(window.__earlyFigures).toBeUndefined();
    expect(page.sent.map((request) => request.url)).not.toContain('/api/user/dashboard');
  });

  test('no figures are read when the admin is going back to another page than the dashboard', async () => {
    window.history.replaceState({ usr: { from: '/admin/payments' } }, '');
    page = loadLoginPage({ status: 200, body: { data: { token: 't', session_id: 's' } } });
    page.fill('admin@example.com', 'Admin@12345');
    page.submit();
    await window.__earlySignIn!.answer;
    expect(window.__earlyFigures).toBeUndefined();
    expect(page.sent.map((request) => request.url)).not.toContain('/api/user/dashboard');
  });

  test('the figures read after the app has taken the configuration do not ask for it again', async () => {
    page = loadLoginPage({ status: 200, body: { data: { token: 't', session_id: 's' } } });
    page.fill('admin@example.com', 'Admin@12345');
    page.submit();
    delete window.__earlyConfig; // taken by the app before the sign-in answered
    await window.__earlySignIn!.answer;
    await window.__earlyFigures!.counts;
    expect(page.sent.filter((request) => request.url === '/config.json')).toHaveLength(1);
    expect(page.sent.map((request) => request.url)).toContain('/api/user/dashboard');
  });
});
