import { api, useDashboardStore } from '@telehealth/shared/api';
import type { ApiAnswer, Dashboard } from '@telehealth/shared/contracts';
import { hasPermission, useSessionStore } from '@telehealth/shared/session';

type AppointmentList = ApiAnswer<'/api/user/appointments', 'get'>;

/** An appointment of the recent-appointments table, with its patient and doctor. */
export type RecentAppointment = AppointmentList['appointments'][number];

export const RECENT_APPOINTMENTS_LIMIT = 10;

/** Counts and unread flags; the answer also lights the menu's dots. */
export async function fetchDashboardCounts(signal: AbortSignal): Promise<Dashboard> {
  return takeCounts(await api.get<Dashboard>('/user/dashboard', { signal }));
}

function takeCounts(dashboard: Dashboard): Dashboard {
  useDashboardStore.getState().set(dashboard);
  return dashboard;
}

/** The lifetime total paid, in dollars. */
type Revenue = ApiAnswer<'/api/payments/revenue', 'get'>;

let knownRevenue: number | undefined;

/** Total amount paid since the start, in dollars. */
export async function fetchLifetimeRevenue(signal: AbortSignal): Promise<number> {
  return takeRevenue(await api.get<Revenue>('/payments/revenue', { signal }));
}

function takeRevenue({ lifetime_total }: Revenue): number {
  knownRevenue = Number(lifetime_total) || 0;
  return knownRevenue;
}

interface EarlyReads {
  counts?: Promise<Dashboard>;
  revenue?: Promise<number>;
}
let earlyReads: EarlyReads = {};

/** A figure's read made by the login page's own script (host/src/prerender/early-sign-in.js). */
interface PageRead {
  status: number;
  body: { data?: unknown } | null;
}

declare global {
  interface Window {
    __earlyFigures?: { counts: Promise<PageRead>; revenue?: Promise<PageRead> };
  }
}

/**
 * The page's read when it answered with data; any other answer (an error, a failed request) is
 * asked again through the API client, which reports it as every call does.
 */
async function pageReadOr<T>(
  read: Promise<PageRead> | undefined,
  take: (data: unknown) => T,
  ask: () => Promise<T>,
) {
  const answer = read ? await read : null;
  const data = answer && answer.status >= 200 && answer.status < 300 ? answer.body?.data : undefined;
  return data === undefined || data === null ? ask() : take(data);
}

/**
 * Starts the figures' two reads before the dashboard is drawn (as a sign-in answers, beside the
 * screens' scripts): the figures then show in the dashboard's first frame, and take these reads
 * instead of asking again. Reads the login page has already made are taken instead. Settles when
 * both have answered, whatever they answered.
 */
export function startFigureReads(): Promise<unknown> {
  const { signal } = new AbortController();
  const page = window.__earlyFigures;
  delete window.__earlyFigures;
  const admin = useSessionStore.getState().admin;
  // A session that may only enrol a second factor gets no dashboard (every read would be refused,
  // each refusal a red toast over the enrolment screen); a role without revenue.view, no revenue.
  if (admin?.second_factor_enrolment_required) {
    earlyReads = {};
    return Promise.resolve();
  }
  earlyReads = {
    counts: pageReadOr(
      page?.counts,
      (data) => takeCounts(data as Dashboard),
      () => fetchDashboardCounts(signal),
    ),
    revenue: mayReadRevenue()
      ? pageReadOr(
          page?.revenue,
          (data) => takeRevenue(data as Revenue),
          () => fetchLifetimeRevenue(signal),
        )
      : undefined,
  };
  return Promise.allSettled([earlyReads.counts, earlyReads.revenue]);
}

/** The lifetime revenue is an Owner's, Finance's and an Auditor's figure (revenue.view). */
export const mayReadRevenue = () => hasPermission('revenue.view');

let stopWaitingForSession: (() => void) | undefined;

/**
 * Starts the figure reads the moment a sign-in stores its session (the password's answer, a second
 * step's, or the prerendered page's). Storing it renders the signed-in screens at once, before the
 * sign-in's caller runs on: reads started in the store's own notification go out before that render
 * instead of after it. `cancelFigureReadsOnSignIn` drops the wait (a failed sign-in).
 */
export function startFigureReadsOnSignIn(): void {
  cancelFigureReadsOnSignIn();
  const stop = useSessionStore.subscribe((state) => {
    if (!state.session) return;
    cancelFigureReadsOnSignIn();
    void startFigureReads();
  });
  stopWaitingForSession = stop;
}

export function cancelFigureReadsOnSignIn(): void {
  stopWaitingForSession?.();
  stopWaitingForSession = undefined;
}

/** A read started by startFigureReads, once (a reload asks the API again). */
function takeEarlyRead<K extends keyof EarlyReads>(key: K): EarlyReads[K] {
  const read = earlyReads[key];
  earlyReads[key] = undefined;
  return read;
}

export const readDashboardCounts = (signal: AbortSignal) =>
  takeEarlyRead('counts') ?? fetchDashboardCounts(signal);

export const readLifetimeRevenue = (signal: AbortSignal) =>
  takeEarlyRead('revenue') ?? fetchLifetimeRevenue(signal);

/** The last lifetime revenue read in this page, shown on a return to the dashboard while it reads again. */
export function lastLifetimeRevenue(): number | undefined {
  return knownRevenue;
}

export async function fetchRecentAppointments(signal: AbortSignal): Promise<RecentAppointment[]> {
  const { appointments } = await api.get<AppointmentList>('/user/appointments', {
    signal,
    searchParams: {
      sort: [{ created_at: 'DESC' }],
      limit: RECENT_APPOINTMENTS_LIMIT,
      offset: 0,
      populate: ['user', 'doctor'],
    },
  });
  return appointments ?? [];
}
