import ky, { HTTPError, type KyInstance, type Options } from 'ky';
import type { ApiEnvelope, SessionTokens } from '@telehealth/shared/contracts';
import { useSessionStore } from '@telehealth/shared/session';
import { ApiError, FALLBACK_ERROR_MESSAGE } from './api-error';
import { useRequestsInFlight } from './in-flight-store';
import { type QueryValue, toSearchParams } from './search-params';
import { hasStepUpHandler, isStepUpRequired, type StepUpContext, withStepUp } from './step-up';

export interface ApiClientSettings {
  /** API base, e.g. `/api`. */
  baseUrl: string;
  /** Called after any 401 cleared the session (the host goes to /login). */
  onUnauthorized: () => void;
  /** Shows an error toast. */
  notifyError: (message: string) => void;
}

export interface RequestOptions {
  searchParams?: Record<string, QueryValue>;
  /** Do not toast a failure: the caller shows its own message. */
  silent?: boolean;
  /** Message to toast when the server gives none (a few calls word it differently). */
  fallbackMessage?: string;
  signal?: AbortSignal;
  /** What the step-up dialog names, should the API ask for a fresh second-factor proof. */
  stepUp?: StepUpContext;
}

let settings: ApiClientSettings | null = null;
let http: KyInstance | null = null;

let timeZone: string | undefined;

/** The admin's zone, read once per page: building a DateTimeFormat costs up to 2 ms per request. */
function adminTimeZone(): string {
  timeZone ??= Intl.DateTimeFormat().resolvedOptions().timeZone;
  return timeZone;
}

/** Set once by the host at start-up; every app then calls the API through `api`. */
export function configureApi(next: ApiClientSettings): void {
  settings = next;
  const prefixUrl = new URL(next.baseUrl, window.location.origin).toString();
  http = ky.create({
    prefixUrl,
    retry: 0,
    timeout: 30_000,
    hooks: {
      beforeRequest: [
        (request) => {
          const token = useSessionStore.getState().session?.token;
          if (token) request.headers.set('Authorization', `Bearer ${token}`);
          request.headers.set('timezone', adminTimeZone());
        },
      ],
    },
  });
}

/** The configured ky instance (bearer token, time zone): for calls that are not JSON envelopes. */
export function client(): KyInstance {
  if (!http || !settings) throw new Error('configureApi() must run before the first API call');
  return http;
}

async function toApiError(error: unknown): Promise<ApiError> {
  if (error instanceof HTTPError) {
    let body: Partial<ApiEnvelope<unknown>> | undefined;
    try {
      body = (await error.response.json()) as Partial<ApiEnvelope<unknown>>;
    } catch {
      body = undefined;
    }
    return new ApiError(error.response.status, body?.message ?? '', body?.errors);
  }
  if (error instanceof ApiError) return error;
  return new ApiError(0, '');
}

let backgroundReads = 0;
const quietInFlight = { started: () => undefined, finished: () => undefined };

/**
 * Runs `read` as a background read: the API calls it starts (synchronously) toast no failure and do
 * not show the loading bar. For reads the admin did not ask for (a list's first page fetched ahead
 * of its first visit): a failure there means nothing until the screen reads again itself.
 */
export function inBackground<T>(read: () => Promise<T>): Promise<T> {
  backgroundReads++;
  try {
    return read();
  } finally {
    backgroundReads--;
  }
}

/**
 * One call; a guarded action the API refuses for want of a fresh second-factor proof asks the
 * admin for a code (the host's dialog) and is sent again, so no screen handles it itself.
 */
function send<T>(
  method: 'get' | 'post' | 'put' | 'delete',
  path: string,
  options: RequestOptions & { json?: unknown; background?: boolean },
): Promise<T> {
  if (backgroundReads > 0) options = { ...options, silent: true, background: true };
  return withStepUp(() => sendOnce<T>(method, path, options), options.stepUp);
}

async function sendOnce<T>(
  method: 'get' | 'post' | 'put' | 'delete',
  path: string,
  options: RequestOptions & { json?: unknown; background?: boolean },
): Promise<T> {
  const kyOptions: Options = { method, signal: options.signal };
  if (options.searchParams) kyOptions.searchParams = toSearchParams(options.searchParams);
  if (options.json !== undefined) kyOptions.json = options.json;
  const inFlight = options.background ? quietInFlight : useRequestsInFlight.getState();
  // The access token the call goes out with (the client's hook reads the same store as it sends).
  const sentWithToken = useSessionStore.getState().session?.token ?? null;
  inFlight.started();
  try {
    const envelope = await client()(path.replace(/^\//, ''), kyOptions).json<ApiEnvelope<T>>();
    const data = envelope?.data as T & SessionTokens;
    if (data && typeof data === 'object' && 'token' in data) {
      useSessionStore.getState().update(data);
    }
    return data;
  } catch (error) {
    throw await failed(error, options, sentWithToken);
  } finally {
    inFlight.finished();
  }
}

/**
 * A failed call as every caller sees it: a 401 ends the session, others are toasted (unless silent).
 * A 401 answers the credentials its call went out with (`sentWithToken`), so it ends the session
 * only if that is still the one in force: a sign-in that answered while a session check was on its
 * way (the login page asks whether a refresh cookie holds a session) is not undone by the check's
 * late "no session".
 */
export async function failed(
  error: unknown,
  options: RequestOptions,
  sentWithToken?: string | null,
): Promise<ApiError> {
  const apiError = await toApiError(error);
  // Asked for in place (withStepUp) when the host can: no toast for the first refusal.
  if (isStepUpRequired(apiError) && hasStepUpHandler()) return apiError;
  if (apiError.status === 401) {
    const current = useSessionStore.getState().session?.token ?? null;
    if (sentWithToken === undefined || current === null || current === sentWithToken) {
      useSessionStore.getState().clear();
      settings?.onUnauthorized();
    }
  } else if (!options.silent && !isAbort(error)) {
    settings?.notifyError(apiError.message || options.fallbackMessage || FALLBACK_ERROR_MESSAGE);
  }
  return apiError;
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * Asks for a new access token with the refresh cookie (which the browser sends to this one call
 * only); the answer's token is stored in the session like any other. A 401 means signed out.
 */
export function refreshSession<T extends SessionTokens = SessionTokens>(): Promise<T> {
  return send<T>('post', '/auth/token/refresh', { silent: true });
}

/**
 * Opens a long-lived stream (server-sent events) with the session's token; the caller reads the
 * body. Not through ky: its timeout would cut the stream, and the stream is no request in flight.
 */
export async function openStream(path: string, signal: AbortSignal): Promise<Response> {
  if (!settings) throw new Error('configureApi() must run before the first API call');
  const token = useSessionStore.getState().session?.token;
  const url = new URL(
    path.replace(/^\//, ''),
    new URL(`${settings.baseUrl.replace(/\/?$/, '/')}`, window.location.origin),
  );
  return fetch(url, {
    signal,
    headers: { accept: 'text/event-stream', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    cache: 'no-store',
  });
}

/** The API client every app uses: returns the envelope's `data`, throws `ApiError`. */
export const api = {
  get: <T>(path: string, options: RequestOptions = {}) => send<T>('get', path, options),
  post: <T>(path: string, json?: unknown, options: RequestOptions = {}) =>
    send<T>('post', path, { ...options, json }),
  put: <T>(path: string, json?: unknown, options: RequestOptions = {}) =>
    send<T>('put', path, { ...options, json }),
  delete: <T>(path: string, options: RequestOptions = {}) => send<T>('delete', path, options),
};
