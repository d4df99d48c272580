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

describe('loadConfig: mail retention and the refund lease', () => {
  it('keeps sent mail 7 days and lets a refund be under way 30 s by default', () => {
    const config = loadConfig({});
    assert.equal(config.mailRetentionDays, 7);
    assert.equal(config.refundLeaseSeconds, 30);
  });

  it('reads both from the environment', () => {
    const config = loadConfig({ MAIL_RETENTION_DAYS: '30', REFUND_LEASE_SECONDS: '45' });
    assert.equal(config.mailRetentionDays, 30);
    assert.equal(config.refundLeaseSeconds, 45);
  });

  it('refuses what is not a whole number in range', () => {
    for (const bad of ['0', '-1', '1.5', 'week']) {
      assert.throws(
        () => loadConfig({ MAIL_RETENTION_DAYS: bad }),
        /MAIL_RETENTION_DAYS must be a whole number of days from 1 to 3650/,
      );
      assert.throws(
        () => loadConfig({ REFUND_LEASE_SECONDS: bad }),
        /REFUND_LEASE_SECONDS must be a whole number of seconds from 1 to 3600/,
      );
    }
  });
});
