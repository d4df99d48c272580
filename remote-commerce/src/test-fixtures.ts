// Sample API answers for the component tests, in the shapes the API sends.
import type {
  AppointmentDetailAnswer,
  AppointmentSummary,
  Call,
  DoctorOption,
  Transaction,
} from './appointments/types';
import type { PaymentRow } from './payments/types';

export const DOCTORS: DoctorOption[] = [
  { uid: 'doc-1', full_name: 'Dr. Ana Lopez' },
  { uid: 'doc-2', full_name: 'Dr. Ben Okafor' },
];

/** The patient of the samples, masked as the API sends it. */
const PATIENT = {
  uid: 'pat-1',
  full_name: 'J*** D***',
  email: 'j***@e***.com',
  status: 'active',
  deleted_at: null,
};

export function appointmentSummary(overrides: Partial<AppointmentSummary> = {}): AppointmentSummary {
  return {
    uid: 'appt-uid-1',
    appt_id: 'APT1001',
    status: 'completed',
    booking_type: 'video_visit',
    date_utc: '2026-11-23T14:05:00.000Z',
    service_at_date: '2026-11-23T14:05:00.000Z',
    created_at: '2026-11-20T10:00:00.000Z',
    total_cost: '154.65',
    booking_amount: '150.00',
    extended_count: 0,
    user: PATIENT,
    doctor: { uid: 'doc-1', full_name: 'Dr. Ana Lopez', status: 'active', deleted_at: null },
    ...overrides,
  };
}

export function transaction(overrides: Partial<Transaction> = {}): Transaction {
  return {
    uid: 'pay-uid-501',
    transaction_id: 'txn_3PqA1',
    charge_id: 'ch_3PqA1',
    last4: '4242',
    status: 'succeeded',
    type: 'normal',
    refund_id: null,
    refund_amount: null,
    refund_type: null,
    refund_reason: null,
    refunded_at: null,
    refunded_by: null,
    collected_amount: '154.65',
    destination_amount: '127.50',
    application_amount: '27.15',
    handling_charge: '4.65',
    created_at: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

export function appointmentDetail(
  overrides: Partial<AppointmentDetailAnswer['appointments']> = {},
  answer: Partial<Omit<AppointmentDetailAnswer, 'appointments'>> = {},
): AppointmentDetailAnswer {
  return {
    appointments: {
      ...appointmentSummary(),
      user: PATIENT,
      someone_else: '0',
      full_name: null,
      service_address: null,
      service_duration: 30,
      is_review_added: false,
      avgReviewRating: null,
      doctor: {
        uid: 'doc-1',
        full_name: 'Dr. Ana Lopez',
        status: 'active',
        deleted_at: null,
        doctor_avg_rating: 4.5,
        doctorSpeciality: [
          { is_primary: '2', speciality: { name: 'Dermatology' } },
          { is_primary: '1', speciality: { name: 'Cardiology' } },
        ],
        clinic: { full_name: 'Sunrise Clinic' },
      },
      booked_services: [],
      transactions: [transaction()],
      ...overrides,
    },
    payment_status: 'succeeded',
    review: null,
    ...answer,
  };
}

export const CALLS: Call[] = [
  { call_id: 'CALL-9001', duration: 125, status: 'completed' },
  { call_id: 'CALL-9002', duration: 59, status: 'missed' },
];

export function paymentRow(overrides: Partial<PaymentRow> = {}): PaymentRow {
  return {
    ...transaction(),
    appointment: appointmentSummary(),
    ...overrides,
  };
}
