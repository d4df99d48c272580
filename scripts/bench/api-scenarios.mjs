// What `pnpm bench` measures on the API, and the budget each must meet (issue 10).
// `ctx` holds ids looked up once before the runs (a doctor, an appointment, ...).

const json = (value) => encodeURIComponent(JSON.stringify(value));
const dayRange = (iso) => {
  const day = iso.slice(0, 10);
  return { '>=': `${day}T00:00:00.000Z`, '<=': `${day}T23:59:59.999Z` };
};

/** @returns {{ name: string, group: string, path: string, budgetP95: number }[]} */
export function apiScenarios(ctx) {
  const list = 'first page';
  const search = 'search / filter';
  const detail = 'detail';
  return [
    { name: 'dashboard', group: 'dashboard', path: '/api/user/dashboard', budgetP95: 10, budgetRps: 1000 },
    { name: 'doctors, first page', group: list, path: '/api/doctor?offset=0&limit=20', budgetP95: 25 },
    {
      name: 'patients, first page',
      group: list,
      path: `/api/user?where=${json({ role_id: 2 })}&offset=0&limit=20`,
      budgetP95: 25,
    },
    {
      name: 'appointments, first page',
      group: list,
      path: `/api/user/appointments?sort=${json([{ created_at: 'DESC' }])}&offset=0&limit=20&populate=${json(['user', 'doctor'])}`,
      budgetP95: 25,
    },
    {
      name: 'payments, first page',
      group: list,
      path: `/api/user/payments?sort=${json([{ created_at: 'DESC' }])}&offset=0&limit=20`,
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
    { name: 'notification feed', group: list, path: '/api/notificationLog', budgetP95: 25 },
    {
      name: 'appointments, last page',
      group: 'last page',
      path: `/api/user/appointments?sort=${json([{ created_at: 'DESC' }])}&offset=${ctx.appointmentsLastOffset}&limit=20&populate=${json(['user', 'doctor'])}`,
      budgetP95: 250,
    },
    {
      name: 'payments, last page',
      group: 'last page',
      path: `/api/user/payments?sort=${json([{ created_at: 'DESC' }])}&offset=${ctx.paymentsLastOffset}&limit=20`,
      budgetP95: 250,
    },
    {
      name: 'doctors, search',
      group: search,
      path: `/api/doctor?search=${encodeURIComponent(ctx.doctorSearch)}&offset=0&limit=20`,
      budgetP95: 50,
    },
    {
      name: 'patients, search',
      group: search,
      path: `/api/user?where=${json({ role_id: 2 })}&search=${encodeURIComponent(ctx.patientSearch)}&offset=0&limit=20`,
      budgetP95: 50,
    },
    {
      name: 'appointments, search by id',
      group: search,
      path: `/api/user/appointments?search=${encodeURIComponent(ctx.apptId)}&offset=0&limit=20`,
      budgetP95: 50,
    },
    {
      name: 'payments, search by id',
      group: search,
      path: `/api/user/payments?search=${encodeURIComponent(ctx.apptId)}&offset=0&limit=20`,
      budgetP95: 50,
    },
    {
      name: 'specialties, search',
      group: search,
      path: `/api/speciality?where=${json({ name: { contains: 'card' } })}&offset=0&limit=20`,
      budgetP95: 50,
    },
    {
      name: 'services, search',
      group: search,
      path: `/api/service?where=${json({ name: { contains: 'visit' } })}&offset=0&limit=20`,
      budgetP95: 50,
    },
    {
      name: 'board certifications, search',
      group: search,
      path: '/api/doctor/board-certificates/global?search=board&offset=0&limit=20',
      budgetP95: 50,
    },
    {
      name: 'appointments, status filter',
      group: search,
      path: `/api/user/appointments?where=${json({ status: 'completed' })}&sort=${json([{ created_at: 'DESC' }])}&offset=0&limit=20`,
      budgetP95: 50,
    },
    {
      name: 'appointments, doctor filter',
      group: search,
      path: `/api/user/appointments?where=${json({ doctor_id: ctx.doctorId })}&sort=${json([{ created_at: 'DESC' }])}&offset=0&limit=20`,
      budgetP95: 50,
    },
    {
      name: 'appointments, one day',
      group: search,
      path: `/api/user/appointments?where=${json({ date_utc: dayRange(ctx.someDay) })}&offset=0&limit=20`,
      budgetP95: 50,
    },
    {
      name: 'doctors, pending filter',
      group: search,
      path: `/api/doctor?where=${json({ status: 'pending' })}&offset=0&limit=20`,
      budgetP95: 50,
    },
    {
      name: 'appointment detail',
      group: detail,
      path: `/api/user/appointments/${ctx.appointmentUid}`,
      budgetP95: 25,
    },
    { name: 'doctor detail', group: detail, path: `/api/doctor/fetch/${ctx.doctorUid}`, budgetP95: 25 },
  ];
}
