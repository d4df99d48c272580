// What `pnpm bench` measures on the API, and the budget each must meet (docs/benchmarks.md).
// `ctx` holds ids looked up once before the runs (a doctor, an appointment, ...).

const json = (value) => encodeURIComponent(JSON.stringify(value));
// As the screens send them (remote-commerce and remote-people api.ts): one day is a date range the
// server widens to that day in the admin's zone (the timezone header).
const dayRange = (iso) => {
  const day = iso.slice(0, 10);
  return { '>=': day, '<=': day };
};
const appointmentsPage = (where, offset = 0) =>
  `/api/user/appointments?${where ? `where=${json(where)}&` : ''}offset=${offset}&limit=20&populate=${json(['user', 'doctor'])}`;
const paymentsPage = (where = {}, offset = 0) =>
  `/api/user/payments?where=${json({ status: 'succeeded', ...where })}&offset=${offset}&limit=20&populate=${json(['appointment', 'appointment.user', 'appointment.doctor'])}`;
const doctorsPage = (extra = '') =>
  `/api/doctor?${extra}offset=0&limit=20&populate=${json(['doctorSpeciality', 'doctorFacility'])}`;

/** Last calendar month (UTC, as the bench's timezone header): the payments page's range with totals. */
const lastMonth = (now = new Date()) => {
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 0));
  return { '>=': first.toISOString().slice(0, 10), '<=': last.toISOString().slice(0, 10) };
};
const last30Days = (now = new Date()) => ({
  '>=': new Date(now.getTime() - 30 * 86_400_000).toISOString().slice(0, 10),
  '<=': now.toISOString().slice(0, 10),
});

/** GET /trends for the year up to today (each series with the year before it). */
const trendsPath = (params, now = new Date()) =>
  `/api/trends?${new URLSearchParams({
    range: 'custom',
    from: new Date(now.getTime() - 364 * 86_400_000).toISOString().slice(0, 10),
    to: now.toISOString().slice(0, 10),
    ...params,
  })}`;

export const BULK_ENQUIRIES = 'enquiries, one bulk call of 100 (done ⇄ pending, one call at a time)';
// Measured on PostgreSQL at full scale (1M audit entries), 2 cores: p50 74-94 ms, p95 114-136 ms
// (a savepoint, an update and an audit entry per row: about 1 ms a row).
const BULK_BUDGET_P95 = 200;
// "The heavy reads near the floor": every search and filtered page, the command palette
// and a month with its totals, the audit log's first page (docs/performance.md, "Heavy reads at a
// million rows").
const SEARCH_BUDGET_P95 = 10;
const PALETTE_AND_TOTALS_BUDGET_P95 = 15;
const AUDIT_FIRST_PAGE_BUDGET_P95 = 10;

/**
 * A row is a GET of `path`, or, with `method` and `bodies`, that call with each body in turn (one
 * after the other across the warm-up and the run); `connections` how many at once (default 10).
 * `mustMatch`: the row times a lookup, and refuses to run when its answer holds nothing (a lookup
 * that matches no row is a different, cheaper query than the one the name promises).
 * @returns {{ name: string, group: string, path: string, budgetP95: number, method?: string, bodies?: unknown[], connections?: number, mustMatch?: boolean }[]}
 */
export function apiScenarios(ctx) {
  const list = 'first page';
  const search = 'search / filter';
  const detail = 'detail';
  return [
    { name: 'dashboard', group: 'dashboard', path: '/api/user/dashboard', budgetP95: 10, budgetRps: 20_000 },
    ...['appointments_booked', 'revenue_net', 'patients_new', 'doctors_approved'].map((series) => ({
      name: `trends: ${series}, a year by day`,
      group: 'trends',
      path: trendsPath({ series, grain: 'day' }),
      budgetP95: 20,
    })),
    {
      name: "trends: every series, a year by day (the Trends screen's one request)",
      group: 'trends',
      path: trendsPath({ grain: 'day' }),
      budgetP95: 60,
    },
    {
      name: "trends: a doctor's last 90 days",
      group: 'trends',
      path: `/api/trends/doctors/${ctx.doctorUid}`,
      budgetP95: 20,
    },
    { name: 'doctors, first page', group: list, path: doctorsPage(), budgetP95: 25 },
    {
      name: 'patients, first page',
      group: list,
      path: `/api/user?where=${json({ role_id: 2 })}&sort=${json([{ created_at: 'DESC' }])}&offset=0&limit=20`,
      budgetP95: 25,
    },
    {
      name: 'appointments, first page',
      group: list,
      path: appointmentsPage(),
      budgetP95: 25,
    },
    {
      name: 'payments, first page',
      group: list,
      path: paymentsPage(),
      budgetP95: 25,
    },
    {
      name: 'specialties, first page',
      group: list,
      path: `/api/speciality?sort=${json([{ name: 'ASC' }])}&offset=0&limit=20`,
      budgetP95: 25,
    },
    { name: 'services, first page', group: list, path: '/api/service?offset=0&limit=20', budgetP95: 25 },
    {
      name: 'board certifications, first page',
      group: list,
      path: '/api/doctor/board-certificates/global?offset=0&limit=20',
      budgetP95: 25,
    },
    { name: 'enquiries, first page', group: list, path: '/api/enquiry?offset=0&limit=20', budgetP95: 25 },
    // Work queues: the signed-in admin's (the bench's Owner acts on every queue) and the lists'
    // Assignee filters, within the lists' own budget.
    { name: 'My work, first page', group: list, path: '/api/my-work?limit=25&offset=0', budgetP95: 20 },
    {
      name: 'enquiries, Unassigned',
      group: search,
      path: `/api/enquiry?where=${json({ assignee: null })}&offset=0&limit=20`,
      budgetP95: SEARCH_BUDGET_P95,
    },
    {
      name: 'enquiries, Mine',
      group: search,
      path: `/api/enquiry?where=${json({ assignee: ctx.adminUid })}&offset=0&limit=20`,
      budgetP95: SEARCH_BUDGET_P95,
    },
    {
      name: 'doctors, Unassigned',
      group: search,
      path: doctorsPage(`where=${json({ assignee: null })}&`),
      budgetP95: SEARCH_BUDGET_P95,
    },
    {
      name: 'doctors, Mine',
      group: search,
      path: doctorsPage(`where=${json({ assignee: ctx.adminUid })}&`),
      budgetP95: SEARCH_BUDGET_P95,
    },
    { name: 'notification feed', group: list, path: '/api/notificationLog', budgetP95: 25 },
    {
      name: 'appointments, last page',
      group: 'last page',
      path: appointmentsPage(undefined, ctx.appointmentsLastOffset),
      budgetP95: 250,
    },
    {
      name: 'payments, last page',
      group: 'last page',
      path: paymentsPage({}, ctx.paymentsLastOffset),
      budgetP95: 250,
    },
    {
      name: 'doctors, search',
      group: search,
      path: doctorsPage(`search=${encodeURIComponent(ctx.doctorSearch)}&`),
      budgetP95: SEARCH_BUDGET_P95,
    },
    {
      name: 'patients, search',
      group: search,
      path: `/api/user?where=${json({ role_id: 2 })}&sort=${json([{ created_at: 'DESC' }])}&search=${encodeURIComponent(ctx.patientSearch)}&offset=0&limit=20`,
      budgetP95: SEARCH_BUDGET_P95,
    },
    {
      name: 'appointments, search by id',
      group: search,
      path: `${appointmentsPage()}&search=${encodeURIComponent(ctx.apptId)}`,
      budgetP95: SEARCH_BUDGET_P95,
    },
    {
      name: 'payments, search by id',
      group: search,
      path: `${paymentsPage()}&search=${encodeURIComponent(ctx.apptId)}`,
      budgetP95: SEARCH_BUDGET_P95,
    },
    {
      name: 'command palette, a name',
      group: search,
      path: `/api/search?q=${encodeURIComponent(ctx.patientSearch)}`,
      budgetP95: PALETTE_AND_TOTALS_BUDGET_P95,
    },
    {
      name: 'command palette, an appointment id',
      group: search,
      path: `/api/search?q=${encodeURIComponent(ctx.apptId)}`,
      budgetP95: PALETTE_AND_TOTALS_BUDGET_P95,
    },
    {
      name: 'specialties, search',
      group: search,
      path: `/api/speciality?where=${json({ name: { contains: 'card' } })}&offset=0&limit=20`,
      budgetP95: SEARCH_BUDGET_P95,
    },
    {
      name: 'services, search',
      group: search,
      path: `/api/service?where=${json({ name: { contains: 'visit' } })}&offset=0&limit=20`,
      budgetP95: SEARCH_BUDGET_P95,
    },
    {
      name: 'board certifications, search',
      group: search,
      path: '/api/doctor/board-certificates/global?search=board&offset=0&limit=20',
      budgetP95: SEARCH_BUDGET_P95,
    },
    {
      name: 'appointments, status filter',
      group: search,
      path: appointmentsPage({ status: 'completed' }),
      budgetP95: SEARCH_BUDGET_P95,
    },
    {
      name: 'appointments, doctor filter',
      group: search,
      path: appointmentsPage({ doctor_id: ctx.doctorId }),
      budgetP95: SEARCH_BUDGET_P95,
    },
    {
      name: 'appointments, one day',
      group: search,
      path: appointmentsPage({ date_utc: dayRange(ctx.someDay) }),
      budgetP95: SEARCH_BUDGET_P95,
    },
    {
      name: 'payments, Refunded filter',
      group: search,
      path: paymentsPage({ refund_id: { '!=': null } }),
      budgetP95: SEARCH_BUDGET_P95,
    },
    {
      name: 'doctors, pending filter',
      group: search,
      path: doctorsPage(`where=${json({ status: 'pending' })}&`),
      budgetP95: SEARCH_BUDGET_P95,
    },
    {
      name: 'appointment detail',
      group: detail,
      path: `/api/user/appointments/${ctx.appointmentUid}`,
      budgetP95: 25,
    },
    { name: 'doctor detail', group: detail, path: `/api/doctor/fetch/${ctx.doctorUid}`, budgetP95: 25 },
    { name: "a doctor's notes", group: detail, path: `/api/notes/doctor/${ctx.doctorUid}`, budgetP95: 10 },
    // The audit log at a million entries, and a month of payments with its totals.
    {
      name: 'audit log, first page',
      group: list,
      path: '/api/audit?offset=0&limit=20',
      budgetP95: AUDIT_FIRST_PAGE_BUDGET_P95,
    },
    {
      name: 'audit log, filtered page (action, last 30 days)',
      group: search,
      path: `/api/audit?where=${json({ action: 'payment.refund', created_at: last30Days() })}&offset=0&limit=20`,
      budgetP95: SEARCH_BUDGET_P95,
      mustMatch: true,
    },
    {
      name: "audit log, a patient's record reads",
      group: search,
      path: `/api/audit?where=${json({ target_uid: ctx.patientUid })}&offset=0&limit=20`,
      budgetP95: SEARCH_BUDGET_P95,
      mustMatch: true,
    },
    {
      name: 'payments, a month with its totals',
      group: search,
      path: `${paymentsPage({ created_at: lastMonth() })}&totals=1`,
      budgetP95: PALETTE_AND_TOTALS_BUDGET_P95,
    },
    // One bulk call of 100 rows (one transaction, a savepoint, an update and an audit
    // entry per row), one call at a time: the same 100 enquiries marked done, then back pending,
    // alternately, so every call changes all 100 and repeated runs keep working.
    ...(ctx.enquiryIds?.length === 100
      ? [
          {
            name: BULK_ENQUIRIES,
            group: 'bulk action',
            path: '/api/enquiry/bulk',
            method: 'POST',
            bodies: [1, 0].map((status) => ({ status, ids: ctx.enquiryIds })),
            connections: 1,
            budgetP95: BULK_BUDGET_P95,
          },
        ]
      : []),
  ];
}
