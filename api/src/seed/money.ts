/** Platform commission (percent of the consultation fee) the demo payments were split with. */
export const DEMO_COMMISSION_PERCENT = 10;

/** Card-processor fee: 2.9 % + 30 ¢ on the consultation fee. */
export function handlingChargeCents(bookingCents: number): number {
  return Math.round(bookingCents * 0.029) + 30;
}

/** How one payment of a consultation fee splits between doctor and platform. */
export function splitPayment(bookingCents: number) {
  const application = Math.round((bookingCents * DEMO_COMMISSION_PERCENT) / 100);
  const handling = handlingChargeCents(bookingCents);
  return {
    collectedAmountCents: bookingCents + handling,
    destinationAmountCents: bookingCents - application,
    applicationAmountCents: application,
    handlingChargeCents: handling,
  };
}
