// Business limits from spec sections 5 and 9; inputs use them as maxLength too.
export const PASSWORD_MIN = 6;
export const ADMIN_EMAIL_MAX = 50;
export const PERCENT_MAX = 99;
export const SPECIALTY_NAME_MAX = 50;
export const SERVICE_NAME_MAX = 50;
export const SERVICE_COST_MIN = 1;
export const SERVICE_COST_MAX = 9999;
export const BOARD_CERTIFICATION_NAME_MAX = 50;
export const BROADCAST_MAX = 255;
export const REFUND_REASON_MAX = 250;
