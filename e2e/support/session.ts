import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';

export const ADMIN_EMAIL = 'admin@example.com';
export const ADMIN_PASSWORD = 'Admin@12345';

interface LoginData {
  token: string;
  session_id: string;
}

/**
 * Signs in through the API from the browser's own context, so the HttpOnly refresh cookie the API
 * sets lands in the browser: the host then restores the session from it on the first page, as it
 * does after any reload. Answers the access token, for API calls a spec makes itself.
 */
export async function signIn(
  context: BrowserContext,
  _request?: APIRequestContext,
  _baseURL?: string,
): Promise<LoginData> {
  const response = await context.request.post('/api/auth/local/admin', {
    data: { username: ADMIN_EMAIL, password: ADMIN_PASSWORD },
  });
  if (!response.ok()) throw new Error(`sign-in failed: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { data: LoginData }).data;
}

/** Opens a page of the admin as a signed-in administrator. */
export async function openSignedIn(page: Page, request: APIRequestContext, baseURL: string, path: string) {
  await signIn(page.context(), request, baseURL);
  await page.goto(path);
}
