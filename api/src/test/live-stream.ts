import assert from 'node:assert/strict';

/** Waits for `check` to hold, at most `withinMs` (the bound the claim names). */
export async function until(check: () => Promise<boolean> | boolean, withinMs: number, what: string) {
  const deadline = Date.now() + withinMs;
  for (;;) {
    if (await check()) return;
    assert.ok(Date.now() < deadline, `${what}: not within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** One `change` message of a live-update stream: its topics and when it arrived (Date.now()). */
export interface StreamChange {
  topics: string[];
  at: number;
}

/** A live-update stream (GET /api/events) and each `change` it received so far. */
export async function openStream(url: string, token: string) {
  const res = await fetch(`${url}/api/events`, { headers: { authorization: `Bearer ${token}` } });
  assert.equal(res.status, 200);
  const received: StreamChange[] = [];
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let ready = false;
  const done = (async () => {
    for (;;) {
      const { done: over, value } = await reader.read();
      if (over) return;
      text += decoder.decode(value, { stream: true });
      for (let end = text.indexOf('\n\n'); end >= 0; end = text.indexOf('\n\n')) {
        const message = text.slice(0, end);
        text = text.slice(end + 2);
        if (/^event: ready$/m.test(message)) ready = true;
        const data = /^event: change\ndata: (.*)$/m.exec(message);
        if (data) received.push({ topics: JSON.parse(data[1]).topics, at: Date.now() });
      }
    }
  })().catch(() => undefined);
  return {
    headers: res.headers,
    /** The topics of each change, in order. */
    get changes(): string[][] {
      return received.map((change) => change.topics);
    },
    received,
    /** Whether the server said the stream is listening (`event: ready`). */
    get ready() {
      return ready;
    },
    close: () => reader.cancel().catch(() => undefined),
    done,
  };
}
