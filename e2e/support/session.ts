import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';

export const ADMIN_EMAIL = 'admin@example.com';
export const ADMIN_PASSWORD = 'Admin@12345';

interface LoginData {
  token: string;
  refresh_token: string;
  session_id: string;
}

/** Signs in through the API and hands the session to the browser the way the host stores it. */
export async function signIn(
  context: BrowserContext,
  request: APIRequestContext,
  baseURL: string,
): Promise<void> {
  const response = await request.post('/api/auth/local/admin', {
    data: { username: ADMIN_EMAIL, password: ADMIN_PASSWORD },
  });
  if (!response.ok()) throw new Error(`sign-in failed: ${response.status()} ${await response.text()}`);
  const { data } = (await response.json()) as { data: LoginData };
  const session = { token: data.token, refreshToken: data.refresh_token, sessionId: data.session_id };
  await context.addCookies([
    {
      name: 'admin_session',
      value: encodeURIComponent(JSON.stringify(session)),
      url: baseURL,
      sameSite: 'Strict',
    },
  ]);
}

/** Opens a page of the admin as a signed-in administrator. */
export async function openSignedIn(page: Page, request: APIRequestContext, baseURL: string, path: string) {
  await signIn(page.context(), request, baseURL);
  await page.goto(path);
}
