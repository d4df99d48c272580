export {
  EMPTY_TEXT,
  dayKey,
  formatAppointmentDateTime,
  formatDate,
  formatDayHeading,
  formatTime,
  formatTimestamp,
  toDateTime,
} from './dates';
export { formatHoursMinutes, formatMinutesSeconds } from './durations';
export {
  addCents,
  addDollars,
  centsToDollars,
  dollarsToCents,
  formatCents,
  formatDollars,
  multiplyDollars,
} from './money';
export type { DollarInput } from './money';
export { DELETED_USER, doctorName, fullName } from './names';
export { NOT_AVAILABLE, formatUsPhone } from './phone';
export { APPOINTMENT_STATUS_LABELS, appointmentStatusLabel } from './appointment-status';
export { QUICK_RANGES, dayRangeWhere, matchingQuickRange, quickRange, validDay } from './date-ranges';
export type { DayRange, QuickRange } from './date-ranges';
export { auditActionLabel, auditTargetPath, auditTargetTypeLabel, describeAuditDetails } from './audit';
export { statusLabel } from './status';
export { formatRating, NO_REVIEWS_TEXT, ratingValue } from './rating';
