import { adoptPrerenderedPage, PRERENDERED_PAGE_ID, trackPrerenderedFocus } from './prerendered-page';

/** login.html's body: the app's (empty) root and the prerendered page beside it. */
function renderPages() {
  document.body.innerHTML = `
    <div id="root"></div>
    <div id="${PRERENDERED_PAGE_ID}">
      <form><input name="email" type="email" /><input name="password" type="password" /></form>
    </div>`;
  const field = (name: string) =>
    document.querySelector<HTMLInputElement>(`#${PRERENDERED_PAGE_ID} input[name="${name}"]`)!;
  return { email: field('email'), password: field('password') };
}

/** What the app's login page commits into #root. */
function commitAppPage() {
  document.getElementById('root')!.innerHTML =
    '<form><input name="email" type="email" /><input name="password" type="password" /></form>';
  const field = (name: string) => document.querySelector<HTMLInputElement>(`#root input[name="${name}"]`)!;
  return { email: field('email'), password: field('password') };
}

describe('the prerendered page handoff', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  test('what was typed, the focused field and its caret pass to the app page, and the prerendered page goes', () => {
    const prerendered = renderPages();
    prerendered.email.value = 'admin@example.com';
    prerendered.password.value = 'Admin@123';
    prerendered.password.focus();
    prerendered.password.setSelectionRange(3, 5);
    trackPrerenderedFocus();
    const app = commitAppPage();
    app.email.focus(); // the app page's autoFocus, as it commits

    adoptPrerenderedPage();

    expect(app.email.value).toBe('admin@example.com');
    expect(app.password.value).toBe('Admin@123');
    expect(document.activeElement).toBe(app.password);
    expect([app.password.selectionStart, app.password.selectionEnd]).toEqual([3, 5]);
    expect(document.getElementById(PRERENDERED_PAGE_ID)).toBeNull();
  });

  test('an untouched page leaves the app page as it rendered', () => {
    renderPages();
    trackPrerenderedFocus();
    const app = commitAppPage();
    app.email.value = 'kept';
    app.email.focus();

    adoptPrerenderedPage();

    expect(app.email.value).toBe('kept');
    expect(document.activeElement).toBe(app.email);
    expect(document.getElementById(PRERENDERED_PAGE_ID)).toBeNull();
  });

  test('a field left for the page body does not take the focus back', () => {
    const prerendered = renderPages();
    trackPrerenderedFocus();
    prerendered.password.focus();
    prerendered.password.blur();
    const app = commitAppPage();

    adoptPrerenderedPage();

    expect(document.activeElement).not.toBe(app.password);
  });

  test('a page without a prerendered one is left alone', () => {
    document.body.innerHTML = '<div id="root"><input name="email" value="x" /></div>';
    adoptPrerenderedPage();
    expect(document.querySelector<HTMLInputElement>('#root input')?.value).toBe('x');
  });
});
