// The reads shared by the requests of the moment are forgotten by this process's own writes before
// their answer leaves, whatever the database's announcement of them does: by a write route, and by
// a read route that wrote all the same (an enquiry marked read as it is opened).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import Fastify from 'fastify';
import fp from 'fastify-plugin';
import { noteWrite } from '../lib/audit-log.js';
import { sharedReadsPlugin } from './shared-reads.js';

/** A process whose database announces nothing: only its own requests can forget. */
async function silentApp() {
  const app = Fastify();
  await app.register(
    fp(
      async (instance) => {
        instance.decorate('liveEvents', { onTopic: () => undefined, onNotice: () => undefined } as never);
      },
      { name: 'live-events' },
    ),
  );
  await app.register(sharedReadsPlugin);
  let value = 0;
  const read = app.sharedRead<number>(60_000);
  const database = {};
  const current = () => read.read(database, async () => value);
  app.get('/count', async () => ({ count: await current() }));
  app.get('/open', async (request) => {
    value++;
    noteWrite(request);
    return {};
  });
  app.get('/peek', async () => {
    value++; // changed by another writer: only its announcement would tell
    return {};
  });
  app.post('/write', async () => {
    value++;
    return {};
  });
  await app.ready();
  const count = async () => (await app.inject({ url: '/count' })).json().count as number;
  return { app, count };
}

describe('shared reads', () => {
  test('a write route forgets them before its answer leaves', async () => {
    const { app, count } = await silentApp();
    assert.equal(await count(), 0);
    await app.inject({ method: 'POST', url: '/write' });
    assert.equal(await count(), 1);
    await app.close();
  });

  test('a read route that noted a write forgets them; one that did not keeps them', async () => {
    const { app, count } = await silentApp();
    assert.equal(await count(), 0);
    await app.inject({ url: '/peek' });
    assert.equal(await count(), 0, 'kept: nothing this process wrote');
    await app.inject({ url: '/open' });
    assert.equal(await count(), 2);
    await app.close();
  });
});
