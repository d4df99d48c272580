import type { DemoBuild, DemoData, Ids } from './demo-data.js';
import type { People, ProviderInfo } from './demo-people.js';
import type { PatientInfo } from './demo-patients.js';
import { splitPayment } from './money.js';
import type { Random } from './random.js';
import type { Clock } from './time.js';
import { FEMALE_FIRST_NAMES, MALE_FIRST_NAMES, REVIEW_COMMENTS } from './us-data.js';

export const DEMO_APPOINTMENT_COUNT = 600;

type Status = 'pending' | 'ongoing' | 'completed' | 'cancelled';

interface Draft {
  doctor: ProviderInfo;
  patient: PatientInfo;
  type: 'video_visit' | 'in_clinic';
  at: Date;
  createdAt: Date;
  status: Status;
}

const hhMmToMinutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const token = (random: Random, length: number) => random.uuid().replace(/-/g, '').slice(0, length);

/** A human appointment id; zero-padded so text order is numeric order. */
export const apptIdFor = (n: number) => `APT${1_000_000 + n}`;

/**
 * Appointments over the past year, today and the next month, with their booked services, payments
 * (normal and extended), refunds, reviews and calls.
 */
export function buildActivity(
  { data, ids, random, clock }: DemoBuild,
  people: People,
  patients: PatientInfo[],
): void {
  const current = people.doctors.filter((d) => d.status === 'active');
  const former = people.doctors.filter((d) => ['blocked', 'deleted', 'deactivated'].includes(d.status));
  const bookable = patients.filter((p) => p.status === 'active');
  const formerPatients = patients.filter((p) => p.status === 'blocked' || p.status === 'deleted');

  const drafts: Draft[] = [];
  for (let i = 0; i < DEMO_APPOINTMENT_COUNT; i++) {
    let at: Date;
    let bucket: 'today' | 'upcoming' | 'past';
    if (i < 24) {
      bucket = 'today';
      at = clock.minutesAgo(Math.round((i - 12) * 40) - (i % 2) * 15);
      at.setUTCMinutes(at.getUTCMinutes() >= 30 ? 30 : 0, 0, 0);
    } else if (i < 74) {
      bucket = 'upcoming';
      at = clock.slot(random.int(1, 30), random.int(13, 23), random.chance(0.5) ? 0 : 30);
    } else {
      bucket = 'past';
      at = clock.slot(-random.int(1, 365), random.int(13, 23), random.chance(0.5) ? 0 : 30);
    }
    const formerPeople = bucket === 'past' && random.chance(0.12);
    // Slot 12 starts within the last half hour: a video visit there is always on going.
    const ongoing = i === 12;
    const doctor = random.pick(formerPeople ? former : ongoing ? current.filter((d) => d.video) : current);
    const patient = random.pick(bucket === 'past' && random.chance(0.06) ? formerPatients : bookable);
    const type =
      doctor.video && (ongoing || !doctor.inClinic || random.chance(0.55)) ? 'video_visit' : 'in_clinic';
    const createdAt = new Date(
      Math.min(
        at.getTime() - random.int(1, 20 * 24) * 3_600_000,
        clock.minutesAgo(random.int(5, 120)).getTime(),
      ),
    );
    let status: Status;
    const minutesFromNow = (at.getTime() - clock.now.getTime()) / 60_000;
    if (minutesFromNow > 0) status = random.chance(0.1) ? 'cancelled' : 'pending';
    else if (minutesFromNow > -45) status = type === 'video_visit' ? 'ongoing' : 'pending';
    else {
      const roll = random.next();
      status = roll < 0.82 ? 'completed' : roll < 0.97 ? 'cancelled' : 'pending';
    }
    drafts.push({ doctor, patient, type, at, createdAt, status });
  }
  drafts.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());

  drafts.forEach((draft, n) => {
    buildAppointment(data, ids, random, clock, draft, n + 1);
  });
}

function buildAppointment(
  data: DemoData,
  ids: Ids,
  random: Random,
  clock: Clock,
  draft: Draft,
  n: number,
): void {
  const { doctor, patient, type, at, createdAt, status } = draft;
  const id = ids.take('appointments');

  // Services booked: often for in-clinic visits, sometimes for video; none means a general visit.
  const booked =
    doctor.services.length && random.chance(type === 'in_clinic' ? 0.7 : 0.35)
      ? random.sample(doctor.services, random.int(1, Math.min(2, doctor.services.length)))
      : [];
  for (const service of booked) {
    data.bookedServices.push({
      id: ids.take('booked_services'),
      uid: random.uuid(),
      appointmentId: id,
      serviceId: service.serviceId,
      name: service.name,
      costCents: service.costCents,
      requiredTime: service.requiredTime,
    });
  }
  const bookingAmountCents = booked.length
    ? booked.reduce((sum, s) => sum + s.costCents, 0)
    : doctor.feeCents;
  const duration = booked.length ? booked.reduce((sum, s) => sum + hhMmToMinutes(s.requiredTime), 0) : 30;

  const extendedCount =
    type === 'video_visit' && status === 'completed'
      ? random.chance(0.12)
        ? 1
        : random.chance(0.04)
          ? 2
          : 0
      : 0;
  const someoneElse = random.chance(0.08);
  const reviewed = status === 'completed' && random.chance(0.45);

  data.appointments.push({
    id,
    uid: random.uuid(),
    apptId: apptIdFor(n),
    userId: patient.id,
    doctorId: doctor.id,
    clinicId: doctor.clinicId,
    status,
    bookingType: type,
    someoneElse: someoneElse ? '1' : '0',
    someoneElseFullName: someoneElse
      ? `${random.pick(random.chance(0.5) ? FEMALE_FIRST_NAMES : MALE_FIRST_NAMES)} ${patient.fullName.split(' ')[1]}`
      : null,
    serviceAtDate: at,
    dateUtc: at,
    serviceAddress: type === 'in_clinic' ? doctor.address : null,
    serviceDuration: duration,
    totalCostCents: bookingAmountCents * (1 + extendedCount),
    bookingAmountCents,
    extendedCount,
    isReviewAdded: reviewed,
    createdAt,
  });

  // The booking payment.
  const paymentStatus =
    status === 'completed' || status === 'ongoing'
      ? 'succeeded'
      : status === 'pending'
        ? at < clock.now || random.chance(0.2)
          ? 'pending'
          : 'succeeded'
        : random.chance(0.2)
          ? 'failed'
          : 'succeeded';
  const split = splitPayment(bookingAmountCents);
  const last4 = random.digits(4);
  const refund = (() => {
    if (paymentStatus !== 'succeeded') return null;
    if (status === 'cancelled') {
      // Cancelled: refunded in full, or minus a cancellation fee.
      const full = random.chance(0.8);
      return {
        type: full ? 'full_refund' : 'partial_refund',
        amount: full ? split.collectedAmountCents : Math.round(split.collectedAmountCents * 0.8),
        reason: full
          ? 'Appointment cancelled by the doctor.'
          : 'Late cancellation: cancellation fee retained.',
        at: new Date(Math.min(at.getTime(), clock.now.getTime() - 60_000)),
      };
    }
    if (status === 'completed' && random.chance(0.05)) {
      const full = random.chance(0.25);
      return {
        type: full ? 'full_refund' : 'partial_refund',
        amount: full
          ? split.collectedAmountCents
          : Math.round(split.collectedAmountCents * random.int(20, 50)) / 100,
        reason: full
          ? 'Patient reported the visit did not take place.'
          : 'Visit started late; goodwill refund.',
        at: new Date(Math.min(at.getTime() + random.int(1, 72) * 3_600_000, clock.now.getTime() - 60_000)),
      };
    }
    return null;
  })();
  // One card payment of this appointment. The random draws keep their order: the demo set is
  // the same on every run.
  const payment = (
    paymentStatus: 'succeeded' | 'failed' | 'pending',
    type: 'normal' | 'extended',
    paidAt: Date,
  ) => ({
    id: ids.take('transactions'),
    uid: random.uuid(),
    appointmentId: id,
    doctorId: doctor.id,
    appointmentCreatedAt: createdAt,
    transactionId: `pi_${token(random, 24)}`,
    chargeId: paymentStatus === 'succeeded' ? `ch_${token(random, 24)}` : null,
    last4,
    status: paymentStatus,
    type,
    ...split,
    createdAt: paidAt,
  });
  data.transactions.push({
    ...payment(paymentStatus, 'normal', createdAt),
    refundId: refund ? `re_${token(random, 24)}` : null,
    refundAmountCents: refund ? Math.round(refund.amount) : null,
    refundType: refund?.type ?? null,
    refundReason: refund?.reason ?? null,
    refundedBy: null,
    refundedAt: refund?.at ?? null,
  });
  // Each extension of a video call is paid separately, at the same price.
  for (let e = 1; e <= extendedCount; e++) {
    data.transactions.push(
      payment('succeeded', 'extended', new Date(at.getTime() + (duration + (e - 1) * duration) * 60_000)),
    );
  }

  if (reviewed) {
    const roll = random.next();
    const rating = roll < 0.5 ? 5 : roll < 0.8 ? 4 : roll < 0.92 ? 3 : roll < 0.97 ? 2 : 1;
    data.reviews.push({
      id: ids.take('reviews'),
      uid: random.uuid(),
      appointmentId: id,
      doctorId: doctor.id,
      patientId: patient.id,
      rating,
      comments: random.chance(0.85) ? random.pick(REVIEW_COMMENTS) : null,
      createdAt: new Date(
        Math.min(at.getTime() + random.int(2, 96) * 3_600_000, clock.now.getTime() - 60_000),
      ),
    });
  }

  if (type === 'video_visit') {
    const callCount = status === 'completed' ? 1 + extendedCount : status === 'ongoing' ? 1 : 0;
    for (let c = 0; c < callCount; c++) {
      data.calls.push({
        id: ids.take('calls'),
        appointmentId: id,
        callId: `CA${token(random, 32)}`,
        duration: status === 'ongoing' ? random.int(60, 900) : random.int(duration * 45, duration * 60),
        status: status === 'ongoing' ? 'in-progress' : 'completed',
        createdAt: new Date(at.getTime() + c * duration * 60_000),
      });
    }
    if (status === 'cancelled' && random.chance(0.3)) {
      data.calls.push({
        id: ids.take('calls'),
        appointmentId: id,
        callId: `CA${token(random, 32)}`,
        duration: 0,
        status: 'missed',
        createdAt: at < clock.now ? at : createdAt,
      });
    }
    if (status === 'completed' && random.chance(0.05)) {
      data.calls.push({
        id: ids.take('calls'),
        appointmentId: id,
        callId: `CA${token(random, 32)}`,
        duration: random.int(5, 90),
        status: 'failed',
        createdAt: at,
      });
    }
  }
}
