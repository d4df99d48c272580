import { assigneeShape } from '../../wire/response-shapes.js';
// Exact response schemas of a doctor's calls (the detail, its tabs, the doctor lists): what
// doctor-detail.ts and service.ts answer.
import {
  arrayOf,
  bool,
  dayOrNull,
  dollars,
  exact,
  instant,
  instantOrNull,
  integer,
  orNull,
  text,
  textEnum,
  textOrNull,
  uid,
} from '../../wire/exact-shapes.js';
import {
  bankAccountSchema,
  doctorNotificationSchema,
  stripeAccountSchema,
  userStatus,
} from '../../wire/people-shapes.js';
import { listPage } from '../../wire/response-shapes.js';

const speciality = exact({
  is_primary: textEnum(['0', '1', '2'], "'1' primary, '2' secondary, '0' other"),
  speciality: exact({ uid, name: text }),
});

const facility = exact({
  service_type: textEnum(['in_clinic', 'video_visit']),
  status: text,
});

/** What doctorSummary (doctor-rows.ts) answers: a list row, and the head of the detail. */
const summaryProperties = {
  uid,
  id: integer,
  full_name: textOrNull,
  npi: textOrNull,
  phone: textOrNull,
  email: textOrNull,
  image_url: textOrNull,
  doctor_avg_rating: { type: 'number' },
  appt_count: integer,
  doctorSpeciality: arrayOf(speciality, 'Primary first, then secondary, then the others'),
  doctorFacility: arrayOf(facility),
  expired_license: integer,
  total_license: integer,
  is_license_expired: bool,
  is_sponsored: textEnum(['0', '1']),
  status: userStatus,
  profile_status: textEnum(['complete', 'incomplete']),
  active: integer,
  created_at: instant,
  deleted_at: instantOrNull,
  assignee: assigneeShape,
};

/** A row of GET /doctor and of a clinic's doctors (GET /doctor/clinics/{uid}). */
export const doctorSummarySchema = exact(summaryProperties);

/** GET /doctor: a page of doctors, and the specialty filter's choices (the active ones, by name). */
export const doctorListSchema = listPage(
  'doctors',
  doctorSummarySchema,
  { specialities: arrayOf(exact({ uid, name: text }), 'The active specialties, by name') },
  ['specialities'],
);

/** GET /doctor/clinics/{uid}: a page of the clinic's doctors. */
export const clinicDoctorListSchema = listPage('doctors', doctorSummarySchema);

const named = arrayOf(exact({ name: text }), 'In the order they were added');

export const doctorDetailSchema = exact({
  doctor: exact({
    ...summaryProperties,
    acronym: exact({ name: textOrNull, acronym_abbreviation: textOrNull }),
    dob: dayOrNull,
    gender: textOrNull,
    about_me: textOrNull,
    approved_at: instantOrNull,
    file_url: textOrNull,
    signed_file_url: textOrNull,
    is_availability_added: bool,
    is_bank_added: bool,
    is_service_added: bool,
    clinic: orNull(exact({ uid, full_name: textOrNull })),
    clinic_details: orNull(
      exact({
        uid,
        full_name: textOrNull,
        phone: textOrNull,
        location: orNull(exact({ address: text }, { description: "The clinic's first location" })),
      }),
    ),
    specialities: arrayOf(speciality, 'The same as doctorSpeciality'),
    affiliation: named,
    board_certificates: named,
    education: named,
    languages_known: named,
    professional_membership: named,
    licenses: arrayOf(
      exact({
        uid,
        state_name: text,
        license: text,
        issued_date: dayOrNull,
        expiry_date: { type: 'string', format: 'date', description: 'yyyy-MM-dd' },
        is_expired: bool,
      }),
      'Soonest expiry first',
    ),
    locations: arrayOf(exact({ uid, address: text, specific_location: textOrNull, license: textOrNull })),
    services: arrayOf(
      exact({
        uid,
        name: text,
        service_type: text,
        status: text,
        required_time: { type: 'string', description: 'hh:mm' },
        cost: dollars,
      }),
      'By name',
    ),
    stripeBank: orNull(bankAccountSchema),
    userStripe: orNull(stripeAccountSchema),
  }),
});

export const availabilitySchema = exact({
  availability: arrayOf(
    exact({
      day: textEnum(['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN']),
      sessions: arrayOf(
        exact({
          from_time: text,
          to_time: text,
          in_clinic: bool,
          video_visit: bool,
          location: orNull(exact({ address: text })),
          no_of_break: { type: 'integer', enum: [1, 2] },
        }),
        'In time order',
      ),
    }),
    'MON to SUN, every day',
  ),
});

export const reviewsSchema = exact({
  reviews: arrayOf(
    exact({
      uid,
      rating: { type: 'integer', minimum: 1, maximum: 5 },
      comments: textOrNull,
      created_at: instant,
      patient: exact({ full_name: { type: ['string', 'null'], description: 'Masked' } }),
    }),
    'Newest first',
  ),
});

export const notificationsSchema = exact({ notifications: arrayOf(doctorNotificationSchema) });

export const subscriptionSchema = exact({
  subscription: orNull(
    exact({
      uid,
      subscription_start_date: instantOrNull,
      is_subscribed: { type: 'string', description: "'Y' when subscribed" },
      price: dollars,
    }),
  ),
  records: arrayOf(
    exact({
      stripe_subscription_id: text,
      transaction_id: textOrNull,
      period_start: instant,
      period_end: instant,
      status: text,
    }),
    'Newest period first',
  ),
});
