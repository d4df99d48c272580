import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, beforeEach, describe, test } from 'node:test';
import Fastify from 'fastify';
import { SMTPServer } from 'smtp-server';
import type { Database } from '../db/client.js';
import { migrate } from '../db/migrate.js';
import { buildApp } from '../app.js';
import { createTestDatabase, mailsTo, type TestDatabase, testConfig, testCrypto } from '../test/helper.js';
import { createMailer, MAIL_CHANNEL, smtpTransport } from './mail.js';
import { createOutbox, encryptLegacyOutbox, retryDelaySeconds } from '../lib/mail-outbox.js';

const PATIENT = 'jane.roe@example.com';
const MAIL = {
  to: PATIENT,
  subject: 'Re: Refund for Jane',
  text: 'Your code is 482913',
  kind: 'enquiry_reply',
};

interface Received {
  to: string[];
  raw: string;
}

/**
 * A local SMTP server standing in for the mail provider; `refuse` makes it turn mail away, `hold()`
 * keeps each mail it is sent unanswered until the returned release is called, and `arrived` resolves
 * once a mail has reached it (before its answer).
 */
async function startSmtp() {
  const received: Received[] = [];
  const state = { refuse: false };
  let held: Promise<void> = Promise.resolve();
  let arrive: () => void = () => undefined;
  let arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => {
        raw += chunk;
      });
      stream.on('end', async () => {
        arrive();
        if (state.refuse) {
          callback(Object.assign(new Error(`Mailbox unavailable for ${PATIENT}`), { responseCode: 451 }));
          return;
        }
        await held;
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    received,
    state,
    get arrived() {
      return arrived;
    },
    /** Holds the mail from now on; call the answer to let it through. */
    hold(): () => void {
      let release: () => void = () => undefined;
      held = new Promise<void>((resolve) => {
        release = resolve;
      });
      arrived = new Promise<void>((resolve) => {
        arrive = resolve;
      });
      return release;
    },
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Polls `check` until it holds; the deadline only stops a hung test, it measures nothing. */
async function waitFor(check: () => Promise<boolean> | boolean, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Everything the outbox holds, as stored: what a copy of the data folder would show. */
const storedText = async (database: Database) =>
  JSON.stringify(await database.query('select * from mail_outbox'));

describe('the mail outbox', () => {
  let testDb: TestDatabase;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  const logLines: string[] = [];
  const log = Fastify({
    logger: { level: 'info', stream: { write: (line: string) => logLines.push(line) } },
  }).log;
  const stops: (() => Promise<void>)[] = [];

  const mailer = (withSmtp: boolean) => {
    const made = createMailer({
      sql: testDb.database,
      crypto: testCrypto,
      transport: withSmtp ? smtpTransport(smtp.url) : null,
      from: 'Telehealth Admin <no-reply@example.com>',
      log,
      retentionDays: 7,
      pollMs: 100,
    });
    made.start();
    stops.push(made.stop);
    return made;
  };

  before(async () => {
    testDb = await createTestDatabase();
    await migrate(testDb.database);
    smtp = await startSmtp();
  });
  beforeEach(async () => {
    for (const stop of stops.splice(0)) await stop();
    await testDb.database.exec('delete from mail_outbox');
    smtp.received.length = 0;
    smtp.state.refuse = false;
    smtp.hold()(); // nothing held
    logLines.length = 0;
  });
  after(async () => {
    for (const stop of stops.splice(0)) await stop();
    await smtp.close();
    await testDb.drop();
  });

  test('without SMTP the mail is kept encrypted: no recipient, subject or body in plain text at rest, nor in the log', async () => {
    await mailer(false).mailer.send(MAIL);
    const stored = await storedText(testDb.database);
    for (const plain of [PATIENT, 'jane.roe', 'Refund for Jane', '482913']) {
      assert.ok(!stored.includes(plain), `the outbox row holds "${plain}"`);
    }
    const [row] = await testDb.database.query<Record<string, string | null>>(
      'select to_address, subject, body, status from mail_outbox',
    );
    assert.equal(row.status, 'outbox');
    for (const column of ['to_address', 'subject', 'body']) assert.match(String(row[column]), /^v1\./);
    const [mail] = await mailsTo(testDb.database, PATIENT);
    assert.deepEqual([mail.to, mail.subject, mail.body], [PATIENT, MAIL.subject, MAIL.text]);
    const logged = logLines.join('');
    assert.match(logged, /mail kept in the outbox \(no SMTP_URL\)/);
    assert.ok(!logged.includes(PATIENT) && !logged.includes('482913'));
  });

  test('with SMTP, send returns before the SMTP round trip; the worker delivers it and drops the body', async () => {
    // The SMTP server answers nothing until send has returned: a send that waited for it would hang.
    const release = smtp.hold();
    const { mailer: m } = mailer(true);
    await m.send(MAIL);
    assert.equal(smtp.received.length, 0, 'send returned while the SMTP server still held the mail');
    const [queued] = await mailsTo(testDb.database, PATIENT);
    assert.equal(queued.status, 'pending');
    release();
    await waitFor(() => smtp.received.length === 1);
    assert.deepEqual(smtp.received[0].to, [PATIENT]);
    assert.match(smtp.received[0].raw, /Your code is 482913/);
    await waitFor(async () => (await mailsTo(testDb.database, PATIENT))[0]?.status === 'sent');
    const [mail] = await mailsTo(testDb.database, PATIENT);
    assert.equal(mail.body, null);
    assert.equal(mail.attempts, 1);
    assert.ok(mail.sentAt);
    const stored = await storedText(testDb.database);
    assert.ok(!stored.includes(PATIENT) && !stored.includes('482913'));
  });

  test('a refused delivery is retried with backoff, its error stored encrypted, and sent once the server takes it', async () => {
    smtp.state.refuse = true;
    const { mailer: m } = mailer(true);
    await m.send(MAIL);
    await waitFor(
      async () => (await mailsTo(testDb.database, PATIENT))[0]?.attempts === 1 && !smtp.received.length,
    );
    await waitFor(async () => {
      const [row] = await testDb.database.query<{ lease_until: Date | null }>(
        'select lease_until from mail_outbox',
      );
      return row.lease_until === null;
    });
    const [failed] = await mailsTo(testDb.database, PATIENT);
    assert.equal(failed.status, 'pending');
    assert.match(failed.error ?? '', /Mailbox unavailable/);
    assert.ok(!(await storedText(testDb.database)).includes(PATIENT), 'the error is stored encrypted');
    const [row] = await testDb.database.query<{ wait: number }>(
      'select extract(epoch from next_attempt_at - now())::float as wait from mail_outbox',
    );
    assert.ok(row.wait > 3 && row.wait <= 5, `retried in about ${retryDelaySeconds(1)} s, not at once`);
    assert.deepEqual([1, 2, 3, 10, 20].map(retryDelaySeconds), [5, 10, 20, 2560, 3600]);

    smtp.state.refuse = false;
    await testDb.database.query('update mail_outbox set next_attempt_at = now()');
    await waitFor(() => smtp.received.length === 1);
    await waitFor(async () => (await mailsTo(testDb.database, PATIENT))[0]?.status === 'sent');
    assert.equal((await mailsTo(testDb.database, PATIENT))[0].attempts, 2);
  });

  test('a process that does not deliver (ROLE=web) queues the mail as pending and tells the workers at once', async () => {
    const heard: string[] = [];
    const unlisten = await testDb.database.listen(MAIL_CHANNEL, (payload) => heard.push(payload));
    try {
      const web = createMailer({
        sql: testDb.database,
        crypto: testCrypto,
        transport: smtpTransport(smtp.url),
        from: 'Telehealth Admin <no-reply@example.com>',
        log,
        retentionDays: 7,
        pollMs: 100,
      });
      stops.push(web.stop);
      await web.mailer.send(MAIL);
      const [mail] = await mailsTo(testDb.database, PATIENT);
      assert.equal(mail.status, 'pending');
      await waitFor(() => heard.length === 1);
      assert.deepEqual(heard, [String(mail.id)]);
      // Never started: nothing reaches the SMTP server from this process.
      await new Promise((resolve) => setTimeout(resolve, 500));
      assert.equal(smtp.received.length, 0);
    } finally {
      await unlisten();
    }
  });

  test('a mail claimed by a worker that died is delivered by another once the lease runs out, once', async () => {
    const outbox = createOutbox(testDb.database, testCrypto);
    await outbox.enqueue(MAIL, 'pending');
    // A worker claims it and dies before sending.
    const claimed = await outbox.claimDue(120);
    assert.ok(claimed);
    assert.equal(await outbox.claimDue(120), null, 'a claimed mail is no one else’s while leased');
    const { mailer: m } = mailer(true);
    // Another mail goes through the worker: by then it has passed over the leased one.
    const other = 'other@example.com';
    await m.send({ ...MAIL, to: other });
    await waitFor(() => smtp.received.length === 1);
    assert.deepEqual(smtp.received[0].to, [other], 'not taken over while the lease runs');
    await testDb.database.query("update mail_outbox set lease_until = now() - interval '1 second'");
    await waitFor(() => smtp.received.length === 2);
    assert.deepEqual(smtp.received[1].to, [PATIENT]);
    // And once: a further mail goes through, and the taken-over one is not sent again.
    await m.send({ ...MAIL, to: other });
    await waitFor(() => smtp.received.length === 3);
    assert.equal(smtp.received.filter((mail) => mail.to[0] === PATIENT).length, 1);
  });

  test('mail past the retention period is purged; mail still waiting for delivery is kept', async () => {
    const outbox = createOutbox(testDb.database, testCrypto);
    await outbox.enqueue(MAIL, 'outbox');
    await outbox.enqueue({ ...MAIL, kind: 'old_pending' }, 'pending');
    await outbox.enqueue({ ...MAIL, kind: 'recent' }, 'outbox');
    await testDb.database.query(
      "update mail_outbox set created_at = now() - interval '8 days' where kind in ('enquiry_reply', 'old_pending')",
    );
    assert.equal(await outbox.purge(7), 1);
    const kinds = (await outbox.read()).map((mail) => mail.kind).sort();
    assert.deepEqual(kinds, ['old_pending', 'recent']);
  });

  test('rows written in plain text before the outbox was encrypted are encrypted at start-up', async () => {
    await testDb.database.query(
      `insert into mail_outbox (to_address, subject, body, kind, status) values ($1, $2, $3, 'legacy', 'outbox')`,
      [PATIENT, MAIL.subject, MAIL.text],
    );
    assert.equal(await encryptLegacyOutbox(testDb.database, testCrypto), 1);
    assert.ok(!(await storedText(testDb.database)).includes(PATIENT));
    const [mail] = await mailsTo(testDb.database, PATIENT);
    assert.equal(mail.body, MAIL.text);
    assert.equal(await encryptLegacyOutbox(testDb.database, testCrypto), 0);
  });
});

describe('the mailer in the app', () => {
  test('closing the app waits for the mail in hand and stops the worker', async () => {
    const smtp = await startSmtp();
    const testDb = await createTestDatabase();
    try {
      const app = await buildApp(testConfig({ smtpUrl: smtp.url }), { database: testDb.database });
      await app.ready();
      const release = smtp.hold();
      await app.mailer.send(MAIL);
      await smtp.arrived; // the worker has the mail in hand, at the SMTP server
      const closing = app.close();
      release();
      await closing;
      // The mail in hand was finished and recorded before the app let go of the database.
      const [row] = await testDb.database.query<{ status: string }>('select status from mail_outbox');
      assert.equal(row.status, 'sent');
      assert.equal(smtp.received.length, 1);
    } finally {
      await testDb.drop();
      await smtp.close();
    }
  });
});
