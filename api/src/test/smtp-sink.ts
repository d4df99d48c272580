import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface AcceptedMail {
  to: string[];
  raw: string;
}

export interface SmtpSink {
  /** Mails the sink said 250 to, in order (a held one counts only once let through). */
  accepted: AcceptedMail[];
  /** Mails that reached the sink (their data received), accepted or not. */
  arrivals: number;
  /** Senders connected now. */
  connections: number;
  url: string;
  /** From now on each mail's data is received and left unanswered (the sender waits). */
  hold(): void;
  /** Answers the held mails whose sender is still connected, and stops holding. */
  release(): void;
  /** Resolves when `count` mails have been accepted. */
  waitForAccepted(count: number, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

/**
 * A local SMTP server standing in for the mail provider on 127.0.0.1 (`smtp://127.0.0.1:<port>`).
 * A mail counts as sent only when the sink accepted it: a sender that dies while its mail is held
 * never got the 250, and that mail is not in `accepted`.
 */
export async function startSmtpSink(): Promise<SmtpSink> {
  const accepted: AcceptedMail[] = [];
  const held: (() => void)[] = [];
  let holding = false;
  let arrivals = 0;
  const closed = new Set<string>();
  let connections = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onConnect(_session, callback) {
      connections++;
      callback();
    },
    onClose(session) {
      connections--;
      closed.add(session.id);
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => {
        raw += chunk;
      });
      stream.on('end', () => {
        arrivals++;
        const accept = () => {
          // The sender hung up (killed) while its mail was held: it never got the 250.
          if (closed.has(session.id)) return;
          accepted.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
          callback();
        };
        if (holding) held.push(accept);
        else accept();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    accepted,
    get arrivals() {
      return arrivals;
    },
    get connections() {
      return connections;
    },
    url: `smtp://127.0.0.1:${port}`,
    hold() {
      holding = true;
    },
    release() {
      holding = false;
      for (const answer of held.splice(0)) answer();
    },
    async waitForAccepted(count, timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      while (accepted.length < count) {
        if (Date.now() > deadline)
          throw new Error(`${accepted.length} mail(s) accepted, not ${count}, within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
