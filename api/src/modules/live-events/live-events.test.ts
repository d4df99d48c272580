import assert from 'node:assert/strict';
import type net from 'node:net';
import { after, before, describe, test } from 'node:test';
import { buildTestApp, login, type TestApp } from '../../test/helper.js';
import { MAX_STREAMS_PER_SESSION } from './routes.js';

interface Stream {
  /** Resolves with the next `change` event's topics, or null when none came within `ms`. */
  nextChange(ms?: number): Promise<string[] | null>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

describe('GET /api/events (live updates)', () => {
  let t: TestApp;
  let base: string;
  let token: string;

  before(async () => {
    t = await buildTestApp({ liveHeartbeatMs: 150 });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as net.AddressInfo).port}`;
    token = (await login(t.app)).token;
  });
  after(() => t.close());

  async function open(bearer = token): Promise<Stream> {
    const controller = new AbortController();
    const res = await fetch(`${base}/api/events`, {
      headers: { authorization: `Bearer ${bearer}` },
      signal: controller.signal,
    });
    assert.equal(res.status, 200, await (res.status === 200 ? '' : res.text()));
    assert.match(res.headers.get('content-type') ?? '', /^text\/event-stream/);
    assert.equal(res.headers.get('cache-control'), 'no-store');
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    const changes: string[][] = [];
    const waiting: ((topics: string[]) => void)[] = [];
    let sawReady!: () => void;
    const ready = new Promise<void>((resolve) => {
      sawReady = resolve;
    });
    const ended = (async () => {
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) return;
          buffer += decoder.decode(value, { stream: true });
          let cut = buffer.indexOf('\n\n');
          while (cut !== -1) {
            const frame = buffer.slice(0, cut);
            buffer = buffer.slice(cut + 2);
            if (frame.includes('event: ready')) sawReady();
            const data = frame.match(/^event: change\ndata: (.*)$/m);
            if (data) {
              const topics = JSON.parse(data[1]).topics as string[];
              const waiter = waiting.shift();
              if (waiter) waiter(topics);
              else changes.push(topics);
            }
            cut = buffer.indexOf('\n\n');
          }
        }
      } catch {
        // aborted by the test
      }
    })();
    await ready;
    return {
      nextChange(ms = 2_000) {
        const queued = changes.shift();
        if (queued) return Promise.resolve(queued);
        return new Promise((resolve) => {
          const timer = setTimeout(() => {
            waiting.splice(waiting.indexOf(done), 1);
            resolve(null);
          }, ms);
          const done = (topics: string[]) => {
            clearTimeout(timer);
            resolve(topics);
          };
          waiting.push(done);
        });
      },
      ended,
      close: () => controller.abort(),
    };
  }

  test('needs a session', async () => {
    const res = await fetch(`${base}/api/events`);
    assert.equal(res.status, 401);
    assert.equal(
      ((await res.json()) as { message: string }).message,
      'Your session has ended. Please log in again.',
    );
    const forged = await fetch(`${base}/api/events`, {
      headers: { authorization: `Bearer ${'x'.repeat(43)}` },
    });
    assert.equal(forged.status, 401);
  });

  test('announces the topic of a change made by anyone, without its data, a burst as one message', async () => {
    const stream = await open();
    await t.database.query(
      "insert into enquiries (subject, message) values ('Card declined', 'My card was declined twice')",
    );
    assert.deepEqual(await stream.nextChange(), ['enquiries']);

    await t.database.exec(`
      insert into specialities (name) values ('Live Cardiology');
      insert into notification_feed (title, description) values ('New doctor', 'A doctor signed up');
      insert into enquiries (subject, message) values ('Second', 'Another one');`);
    assert.deepEqual((await stream.nextChange())?.sort(), ['enquiries', 'notifications', 'specialties']);
    assert.equal(await stream.nextChange(400), null, 'one message for the burst');
    stream.close();
  });

  test('an open stream is not a request in flight: long work (an export) does not wait for it', async () => {
    const stream = await open();
    assert.equal(t.app.interactive.inFlight, 0);
    stream.close();
    await stream.ended;
  });

  test('a statement that changes nothing announces nothing (reading the feed does not loop)', async () => {
    const stream = await open();
    await t.database.query('update notification_feed set seen_at = now() where false');
    await t.database.query("delete from enquiries where subject = 'no such enquiry'");
    assert.equal(await stream.nextChange(600), null);
    stream.close();
  });

  test('a logout ends the stream at the next heartbeat', async () => {
    const other = await login(t.app);
    const stream = await open(other.token);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${other.token}` },
      payload: { session_id: other.session_id },
    });
    assert.equal(res.statusCode, 200, res.body);
    await stream.ended;
  });

  test('the stream is not activity: it does not hold the idle timeout off', async () => {
    const other = await login(t.app);
    await t.database.query(
      "update admin_sessions set last_used_at = now() - interval '10 minutes' where uid = $1",
      [other.session_id],
    );
    const stream = await open(other.token);
    stream.close();
    const [row] = await t.database.query<{ idle: boolean }>(
      "select last_used_at < now() - interval '9 minutes' as idle from admin_sessions where uid = $1",
      [other.session_id],
    );
    assert.equal(row.idle, true);
  });

  test(`at most ${MAX_STREAMS_PER_SESSION} streams per session; the next is refused with a message`, async () => {
    const streams = await Promise.all(Array.from({ length: MAX_STREAMS_PER_SESSION }, () => open()));
    const refused = await fetch(`${base}/api/events`, { headers: { authorization: `Bearer ${token}` } });
    assert.equal(refused.status, 429);
    assert.equal(
      ((await refused.json()) as { message: string }).message,
      'Too many live-update streams for this session; close some tabs',
    );
    for (const stream of streams) stream.close();
    // Closed streams free their places, once the server has seen them close: asked again until it has.
    for (let tries = 1; ; tries++) {
      const again = await fetch(`${base}/api/events`, { headers: { authorization: `Bearer ${token}` } });
      if (again.status === 200) {
        await again.body?.cancel();
        break;
      }
      assert.equal(again.status, 429);
      await again.text();
      assert.ok(tries < 250, 'the closed streams never freed their places');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  });

  test('closing the server ends the open streams (it does not wait for them)', async () => {
    const own = await buildTestApp({ liveHeartbeatMs: 60_000 });
    await own.app.listen({ port: 0, host: '127.0.0.1' });
    const ownBase = `http://127.0.0.1:${(own.app.server.address() as net.AddressInfo).port}`;
    const ownToken = (await login(own.app)).token;
    const res = await fetch(`${ownBase}/api/events`, { headers: { authorization: `Bearer ${ownToken}` } });
    assert.equal(res.status, 200);
    const reading = res.body!.getReader();
    await reading.read();
    await own.close();
    for (;;) if ((await reading.read()).done) break;
  });
});
