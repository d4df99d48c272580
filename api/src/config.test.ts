import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ConfigError, loadConfig } from './config.js';

const POSTGRES = 'postgres://postgres@127.0.0.1:5432/telehealth';

describe('loadConfig: WEB_CONCURRENCY', () => {
  it('runs one server process unless told otherwise', () => {
    assert.equal(loadConfig({}).workers, 1);
  });

  it('runs several on PostgreSQL', () => {
    assert.equal(loadConfig({ WEB_CONCURRENCY: '2', DATABASE_URL: POSTGRES }).workers, 2);
  });

  it('refuses several on the embedded PGlite, which serves one process', () => {
    assert.throws(
      () => loadConfig({ WEB_CONCURRENCY: '2' }),
      (error: Error) =>
        error instanceof ConfigError &&
        error.message.includes(
          'WEB_CONCURRENCY above 1 needs DATABASE_URL (the embedded PGlite serves one process)',
        ),
    );
  });

  it('refuses what is not a whole number of processes', () => {
    for (const bad of ['0', '-1', '1.5', 'two']) {
      assert.throws(
        () => loadConfig({ WEB_CONCURRENCY: bad, DATABASE_URL: POSTGRES }),
        /WEB_CONCURRENCY must be a whole number from 1 to 64/,
      );
    }
  });
});
