import {
  Award,
  Bell,
  BriefcaseMedical,
  Building2,
  CalendarClock,
  Circle,
  ClipboardList,
  CreditCard,
  LayoutDashboard,
  ListChecks,
  type LucideIcon,
  MessagesSquare,
  Stethoscope,
  ScrollText,
  TrendingUp,
  Users,
} from 'lucide-react';

/**
 * The icons a remote's section may name in its remote.json (`"icon": "stethoscope"`). The host
 * draws the menu before any remote loads, so the icons are the host's; a remote needing a new one
 * adds it here (one line), and an unknown name gets a plain circle meanwhile.
 */
export const MENU_ICONS: Record<string, LucideIcon> = {
  dashboard: LayoutDashboard,
  'list-checks': ListChecks,
  stethoscope: Stethoscope,
  users: Users,
  building: Building2,
  'calendar-clock': CalendarClock,
  'credit-card': CreditCard,
  'briefcase-medical': BriefcaseMedical,
  'clipboard-list': ClipboardList,
  'messages-square': MessagesSquare,
  award: Award,
  bell: Bell,
  'scroll-text': ScrollText,
  'trending-up': TrendingUp,
};

export function menuIcon(name: string): LucideIcon {
  return MENU_ICONS[name] ?? Circle;
}
