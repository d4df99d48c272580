// The first script of login.html (a file, not inline: the pages' Content-Security-Policy allows
// scripts from 'self' only). The page paints its sign-in form from the HTML long before the app's
// scripts have run; this makes that form sign in from its first frame. A submit (Enter, autofill
// then Enter, a click on Login) of a complete form is sent to the API at once; an incomplete one is
// kept for the app, which replays it with its own messages. The app picks the submission up through
// `window.__earlySignIn` (host/src/auth/early-sign-in.ts), reports its answer and carries on.
// Two reads the app would otherwise make after its scripts have run are made here instead, and
// handed over: the runtime configuration (`window.__earlyConfig`: the page's preload of it answers
// one request only) and, once signed in, the dashboard's figures (`window.__earlyFigures`).
(() => {
  const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
  const TIMEOUT_MS = 30_000;

  /**
   * The runtime configuration the page preloads (same URL, mode and cache), read once: the app takes
   * this answer (host-config.ts) instead of asking again, and this script keeps it for its own later
   * reads (the figures') after the app has taken it.
   */
  let configRead = null;
  function config() {
    if (!configRead) {
      configRead = fetch('/config.json').then((response) =>
        response.json().then((body) => ({ ok: response.ok, status: response.status, body })),
      );
      window.__earlyConfig = configRead;
    }
    return configRead;
  }

  function apiBase() {
    return config()
      .then(({ ok, body }) => (ok && typeof body?.apiBase === 'string' ? body.apiBase : '/api'))
      .catch(() => '/api')
      .then((base) => base.replace(/\/$/, ''));
  }

  /** The answer of a GET the app's API client would send, as status and envelope. */
  function read(path, token) {
    return apiBase()
      .then((base) =>
        fetch(`${base}${path}`, {
          headers: {
            authorization: `Bearer ${token}`,
            timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
          },
          credentials: 'same-origin',
          signal: AbortSignal.timeout(TIMEOUT_MS),
        }),
      )
      .then((response) => response.json().then((body) => ({ status: response.status, body })))
      .catch(() => ({ status: 0, body: null }));
  }

  /**
   * The dashboard's two figures, read as soon as a sign-in gives a session, when the dashboard is
   * where the admin goes next (the router keeps a return path in the history state otherwise).
   */
  function readFigures(answer) {
    const token = answer.body?.data?.token;
    if (answer.status !== 200 || typeof token !== 'string' || !token || window.history.state?.usr) return;
    window.__earlyFigures = {
      counts: read('/user/dashboard', token),
      revenue: read('/payments/revenue', token),
    };
  }

  /** POST /auth/local/admin; resolves to the answer's status and envelope (null when it has none). */
  function send(username, password) {
    return apiBase()
      .then((base) =>
        fetch(`${base}/auth/local/admin`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username, password }),
          credentials: 'same-origin',
          signal: AbortSignal.timeout(TIMEOUT_MS),
        }),
      )
      .then((response) =>
        response.json().then(
          (body) => ({ status: response.status, body }),
          () => ({ status: response.status, body: null }),
        ),
      )
      .catch(() => ({ status: 0, body: null }));
  }

  document.addEventListener(
    'submit',
    (event) => {
      const prerendered = document.getElementById('prerendered');
      const form = event.target;
      if (!prerendered || !(form instanceof HTMLFormElement) || !prerendered.contains(form)) return;
      event.preventDefault();
      if (window.__earlySignIn?.answer && !window.__earlySignIn.settled) return; // one at a time
      const email = form.elements.namedItem('email');
      const password = form.elements.namedItem('password');
      const username = email instanceof HTMLInputElement ? email.value.trim() : '';
      const secret = password instanceof HTMLInputElement ? password.value : '';
      if (!EMAIL.test(username) || secret === '') {
        window.__earlySignIn = { answer: null, settled: true };
        return;
      }
      const button = form.querySelector('button[type="submit"]');
      button?.setAttribute('aria-busy', 'true');
      const submission = { answer: null, settled: false };
      submission.answer = send(username, secret).then((answer) => {
        readFigures(answer);
        submission.settled = true;
        button?.removeAttribute('aria-busy');
        return answer;
      });
      window.__earlySignIn = submission;
    },
    true,
  );
})();
