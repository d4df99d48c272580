import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { appointments, transactions } from '../../db/schema/index.js';
import { bearer, buildTestApp, login, type TestApp, listQuery } from '../../test/helper.js';
import { type Cast, seedCast } from '../../test/people-cast.js';

describe('clinic endpoints', () => {
  let t: TestApp;
  let cast: Cast;
  let auth: Record<string, string>;

  before(async () => {
    t = await buildTestApp();
    cast = await seedCast(t.app);
    auth = bearer((await login(t.app)).token);
  });
  after(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: auth });

  const getList = (params: Record<string, unknown>) => get(`/api/user?${listQuery(params)}`);

  it('needs a session', async () => {
    assert.equal(
      (await t.app.inject({ method: 'GET', url: `/api/clinics/${cast.clinic.uid}` })).statusCode,
      401,
    );
    assert.equal(
      (await t.app.inject({ method: 'GET', url: `/api/doctor/clinics/${cast.clinic.uid}` })).statusCode,
      401,
    );
  });

  it('gives the clinic with locations, revenue, Stripe and bank', async () => {
    // The cast's clinic has three appointments: pending, completed and ongoing. The pending one is
    // paid; the completed one is paid and 20% refunded, and also has a failed charge.
    const byUid = async (uid: string) =>
      (await t.app.db.select().from(appointments).where(eq(appointments.uid, uid)))[0];
    const pending = await byUid(cast.pendingAppointment.uid);
    const completed = await byUid(cast.completedAppointment.uid);
    const payment = (
      appt: typeof pending,
      transactionId: string,
      status: 'succeeded' | 'failed',
      refundCents?: number,
    ) => ({
      appointmentId: appt.id,
      doctorId: appt.doctorId,
      appointmentCreatedAt: appt.createdAt,
      transactionId,
      status,
      collectedAmountCents: 12_550,
      destinationAmountCents: 11_295,
      applicationAmountCents: 1_255,
      refundId: refundCents ? `re_${transactionId}` : null,
      refundAmountCents: refundCents ?? null,
    });
    await t.app.db
      .insert(transactions)
      .values([
        payment(pending, 'pi_pending', 'succeeded'),
        payment(completed, 'pi_completed', 'succeeded', 2_510),
        payment(completed, 'pi_failed', 'failed'),
      ]);

    const res = await get(`/api/clinics/${cast.clinic.uid}`);
    assert.equal(res.statusCode, 200, res.body);
    const data = res.json().data;
    assert.equal(data.clinic_details.full_name, 'Harbor Clinic');
    assert.equal(data.clinic_details.locations[0].address, '1 Harbor Way, Boston, MA');
    // Provider shares: 112.95 (pending visit) and 112.95 × 80% = 90.36 (completed, refunded 20%).
    assert.deepEqual(data.revenue, {
      total_appointments: 3,
      pending_balance: '112.95',
      total_balance: '203.31',
      clinic_balance: '90.36',
    });
    assert.equal(data.userStripe, null);
    assert.deepEqual(data.stripeBank, { bank_name: 'Citi', last4: '1111', has_error: true });
  });

  it('answers 404 for a doctor uid or an unknown clinic', async () => {
    const res = await get(`/api/clinics/${cast.active.uid}`);
    assert.equal(res.statusCode, 404);
    assert.equal(res.json().message, 'Clinic not found');
  });

  it("lists the clinic's doctors with count and limit", async () => {
    const data = (await get(`/api/doctor/clinics/${cast.clinic.uid}?offset=0&limit=10`)).json().data;
    assert.equal(data.count, 1);
    assert.equal(data.limit, 10);
    assert.equal(data.doctors[0].full_name, 'Alice Carter');
    const bad = await get(`/api/doctor/clinics/${cast.clinic.uid}?limit=-5`);
    assert.equal(bad.statusCode, 400);
  });

  it('lists clinics, searchable and sortable by name', async () => {
    const data = (await getList({ where: { role_id: 4 }, sort: [{ full_name: 'ASC' }] })).json().data;
    assert.deepEqual(
      data.users.map((u: { full_name: string }) => u.full_name),
      ['Harbor Clinic', 'New Clinic'],
    );
    const found = (await getList({ where: { role_id: 4 }, search: 'harb' })).json().data;
    assert.equal(found.count, 1);
  });
});
