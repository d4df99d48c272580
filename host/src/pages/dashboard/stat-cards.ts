import {
  Award,
  BadgeAlert,
  CalendarCheck,
  DollarSign,
  type LucideIcon,
  Stethoscope,
  Users,
} from 'lucide-react';

export interface StatCardSpec {
  label: string;
  /** Where 'View more' goes: the list, filtered as the card counts. */
  to: string;
  icon: LucideIcon;
  colorPalette: string;
  /** A count of GET /user/dashboard, or the lifetime revenue (dollars) of GET /payments/revenue. */
  figure: CountKey | 'lifetimeRevenue';
}

export type CountKey =
  | 'doctorActiveCount'
  | 'doctorPendingCount'
  | 'patientCount'
  | 'appointmentCount'
  | 'expiredCount';

/** The six dashboard cards (docs/product.md, Dashboard), in the order the admin reads them. */
export const STAT_CARDS: StatCardSpec[] = [
  {
    label: 'Doctors',
    // The figure counts active doctors, so the list opens on the same set (Admin Verification: Verified).
    to: '/admin/doctors?doctor_status=active',
    icon: Stethoscope,
    colorPalette: 'teal',
    figure: 'doctorActiveCount',
  },
  {
    label: 'Doctors Pending Approval',
    to: '/admin/doctors?doctor_status=pending',
    icon: Award,
    colorPalette: 'orange',
    figure: 'doctorPendingCount',
  },
  {
    label: 'Patients',
    to: '/admin/patients',
    icon: Users,
    colorPalette: 'blue',
    figure: 'patientCount',
  },
  {
    label: 'Appointments',
    to: '/admin/appointments',
    icon: CalendarCheck,
    colorPalette: 'purple',
    figure: 'appointmentCount',
  },
  {
    label: 'Total Amount Paid',
    to: '/admin/payments',
    icon: DollarSign,
    colorPalette: 'green',
    figure: 'lifetimeRevenue',
  },
  {
    label: 'License Expired Doctors',
    to: '/admin/doctors?is_license_expired=Expired',
    icon: BadgeAlert,
    colorPalette: 'red',
    figure: 'expiredCount',
  },
];
