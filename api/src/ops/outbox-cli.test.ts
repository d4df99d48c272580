import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { after, before, describe, test } from 'node:test';
import { buildApp } from '../app.js';
import { API_DIR } from '../config.js';
import {
  createPersistentTestStore,
  type PersistentTestStore,
  TEST_DATA_KEY,
  testConfig,
} from '../test/helper.js';

/** Runs `pnpm --filter @telehealth/api outbox`'s script (tsx src/ops/outbox-cli.ts). */
async function runOutbox(env: Record<string, string>, args: string[]) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/ops/outbox-cli.ts', ...args], {
    cwd: API_DIR,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  for (const stream of [child.stdout, child.stderr]) {
    stream.setEncoding('utf8').on('data', (chunk: string) => {
      output += chunk;
    });
  }
  const [code] = await once(child, 'exit');
  return { code: code as number, output };
}

describe('the outbox command', () => {
  let store: PersistentTestStore;
  before(async () => {
    store = await createPersistentTestStore();
    const database = await store.open();
    const app = await buildApp(testConfig({ dataDir: store.dataDir }), { database });
    await app.ready();
    await app.mailer.send({
      to: 'ana@example.com',
      subject: 'Your code',
      text: 'Code 111222',
      kind: 'reset',
    });
    await app.mailer.send({ to: 'bo@example.com', subject: 'Your code', text: 'Code 333444', kind: 'reset' });
    await app.close();
    await database.close();
  });
  after(() => store.drop());

  test('prints the mail kept without SMTP, decrypted, for one recipient', async () => {
    const run = await runOutbox({ ...store.env, DATA_KEY: TEST_DATA_KEY }, ['--', '--to', 'ana@example.com']);
    assert.equal(run.code, 0, run.output);
    assert.match(
      run.output,
      /^#\d+ {2}\S+ {2}reset {2}outbox\nTo: ana@example\.com\nSubject: Your code\n\nCode 111222\n/,
    );
    assert.ok(!run.output.includes('bo@example.com'));
  });

  test('refuses to read with a key that is not the data key', async () => {
    const run = await runOutbox({ ...store.env, DATA_KEY: Buffer.alloc(32, 1).toString('base64') }, []);
    assert.equal(run.code, 1);
    assert.match(run.output, /^Wrong data key: /);
  });
});
