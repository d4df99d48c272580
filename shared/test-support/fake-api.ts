// Shared by the host's and the remotes' component tests.
import { configureApi } from '@telehealth/shared/api';
import { notifyError } from '@telehealth/shared/ui';

export interface FakeAnswer {
  status?: number;
  message?: string;
  /** The envelope's `errors` (a refusal's details). */
  errors?: unknown;
  data?: unknown;
}

export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

type Handler = FakeAnswer | ((request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>);

/**
 * Answers the shared API client's calls from a table keyed 'METHOD /path' (path under /api, no
 * query), in the API's envelope, so a page runs through the real client: tokens, toasts, 401s.
 * Returns the requests made, for assertions.
 */
export function fakeApi(handlers: Record<string, Handler>, onUnauthorized: () => void = () => {}) {
  const requests: FakeRequest[] = [];
  configureApi({ baseUrl: '/api', notifyError, onUnauthorized });
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input: RequestInfo | URL) => {
    const request = input as Request;
    const url = new URL(request.url);
    const path = url.pathname.replace(/^\/api/, '');
    const text = await request.text();
    const call: FakeRequest = {
      method: request.method,
      path,
      query: url.searchParams,
      body: text ? JSON.parse(text) : undefined,
    };
    requests.push(call);
    const handler = handlers[`${request.method} ${path}`];
    const answer = typeof handler === 'function' ? await handler(call) : handler;
    const status = answer?.status ?? (answer ? 200 : 404);
    const envelope = {
      status,
      message: answer?.message ?? '',
      data: answer?.data ?? null,
      ...(answer?.errors === undefined ? {} : { errors: answer.errors }),
    };
    return new Response(JSON.stringify(envelope), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return requests;
}
