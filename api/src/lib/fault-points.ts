/**
 * Named points where the fault-injection tests (modules/payments/refund-faults.test.ts,
 * lib/batch-faults.test.ts) stop the server: when API_FAULT_POINT names the point reached, the
 * process says so on stderr and waits there for the test to SIGKILL it, so a crash lands exactly
 * between two steps. Without the variable (always, outside those tests) a point costs one
 * comparison.
 */
export async function faultPoint(name: string): Promise<void> {
  if (process.env.API_FAULT_POINT !== name) return;
  process.stderr.write(`fault point reached: ${name}\n`);
  await new Promise(() => undefined);
}
