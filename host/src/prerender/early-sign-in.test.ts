import fs from 'node:fs';
import path from 'node:path';

// login.html's own script, run as the page runs it: once, before the app, on the prerendered form.
const SCRIPT = fs.readFileSync(path.join(__dirname, 'early-sign-in.js'), 'utf8');

interface Sent {
  url: string;
  init: RequestInit | undefined;
}

/** The page: the prerendered form (as login.html has it), the script run, fetch answered here. */
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
});
