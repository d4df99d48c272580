import { expect } from '@playwright/test';

export const MAIL_SINK_URL = `http://127.0.0.1:${process.env.MAIL_SINK_HTTP_PORT ?? 18_226}`;

interface SunkMessage {
  to: string[];
  raw: string;
  receivedAt: string;
}

/** Mail the API sent to `address` (the suite's SMTP stand-in keeps it). */
export async function mailTo(address: string): Promise<SunkMessage[]> {
  const response = await fetch(`${MAIL_SINK_URL}/messages?to=${encodeURIComponent(address)}`);
  return (await response.json()) as SunkMessage[];
}

/** Waits for the newest mail to `address` after `since` and returns the 6-digit code in it. */
export async function waitForCode(address: string, since: Date): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const mails = (await mailTo(address)).filter((m) => new Date(m.receivedAt) >= since);
      const match = mails.at(-1)?.raw.match(/\b(\d{6})\b/);
      code = match?.[1] ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}
