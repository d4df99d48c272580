import {
  Award,
  Bell,
  BriefcaseMedical,
  Building2,
  CalendarClock,
  ClipboardList,
  CreditCard,
  LayoutDashboard,
  type LucideIcon,
  MessagesSquare,
  Stethoscope,
  ScrollText,
  Users,
} from 'lucide-react';

/** One icon per menu path (see federation/remote-registry MENU); unknown paths get none. */
export const MENU_ICONS: Record<string, LucideIcon> = {
  '/admin/dashboard': LayoutDashboard,
  '/admin/doctors': Stethoscope,
  '/admin/patients': Users,
  '/admin/clinics': Building2,
  '/admin/appointments': CalendarClock,
  '/admin/payments': CreditCard,
  '/admin/specialties': BriefcaseMedical,
  '/admin/services': ClipboardList,
  '/admin/enquiries': MessagesSquare,
  '/admin/board-certifications': Award,
  '/admin/notifications': Bell,
  '/admin/audit-log': ScrollText,
};
