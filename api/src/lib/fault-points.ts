/**
 * Named points where the fault-injection test (modules/payments/refund-faults.test.ts) stops the
 * server: when API_FAULT_POINT names the point reached, the process says so on stderr and waits
 * there for the test to SIGKILL it, so a crash lands exactly between two steps. Without the
 * variable (always, outside that test) a point costs one comparison.
 */
export async function faultPoint(name: string): Promise<void> {
  if (process.env.API_FAULT_POINT !== name) return;
  process.stderr.write(`fault point reached: ${name}\n`);
  await new Promise(() => undefined);
}
