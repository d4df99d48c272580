import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ConfigError, loadConfig } from './config.js';
import { unpublishedPassword } from './test/helper.js';

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

describe('loadConfig: the passkeys relying party', () => {
  it('is the request’s host by default', () => {
    const config = loadConfig({});
    assert.equal(config.webauthnRpId, null);
    assert.deepEqual(config.webauthnOrigins, []);
  });

  it('reads the origins, and takes the RP ID from the first when it is not set', () => {
    const config = loadConfig({
      WEBAUTHN_ORIGIN: 'https://admin.example.com, https://ops.admin.example.com/',
    });
    assert.deepEqual(config.webauthnOrigins, ['https://admin.example.com', 'https://ops.admin.example.com']);
    assert.equal(config.webauthnRpId, 'admin.example.com');
    assert.equal(
      loadConfig({ WEBAUTHN_RP_ID: 'Example.com', WEBAUTHN_ORIGIN: 'https://admin.example.com' })
        .webauthnRpId,
      'example.com',
    );
  });

  it('refuses an origin with a path, an RP ID with a scheme or an IP, and an origin off the RP ID', () => {
    assert.throws(
      () => loadConfig({ WEBAUTHN_ORIGIN: 'https://admin.example.com/login' }),
      /WEBAUTHN_ORIGIN must list origins like https:\/\/admin.example.com/,
    );
    for (const bad of ['https://example.com', '10.0.0.1', 'example.com:443']) {
      assert.throws(() => loadConfig({ WEBAUTHN_RP_ID: bad }), /WEBAUTHN_RP_ID must be a domain name/);
    }
    assert.throws(
      () => loadConfig({ WEBAUTHN_RP_ID: 'example.com', WEBAUTHN_ORIGIN: 'https://example.org' }),
      /each WEBAUTHN_ORIGIN must be on WEBAUTHN_RP_ID or one of its subdomains/,
    );
  });
});

describe('loadConfig: demo data only where asked for', () => {
  it('asks for no demo data and gives no password by default (a first start writes a setup link)', () => {
    const config = loadConfig({});
    assert.equal(config.seedDemo, false);
    assert.equal(config.adminPassword, null);
  });

  it('SEED_DEMO=1 fills the demo, whose Owner has the README’s password unless ADMIN_PASSWORD says otherwise', () => {
    assert.equal(loadConfig({ SEED_DEMO: '1' }).adminPassword, 'Admin@12345');
    assert.equal(loadConfig({ SEED_DEMO: '1', ADMIN_PASSWORD: 'Mine@4567' }).adminPassword, 'Mine@4567');
  });

  it('refuses demo data with NODE_ENV=production, naming the setting', () => {
    for (const on of ['1', 'true', 'yes']) {
      assert.throws(
        () => loadConfig({ NODE_ENV: 'production', SEED_DEMO: on }),
        (error: Error) =>
          error instanceof ConfigError &&
          error.message.includes('SEED_DEMO=1 fills the database with demo data') &&
          error.message.includes('unset SEED_DEMO (or set it to 0)'),
      );
    }
    assert.equal(loadConfig({ NODE_ENV: 'production', SEED_DEMO: '0' }).seedDemo, false);
  });

  it('refuses a published or weak ADMIN_PASSWORD in production only', () => {
    for (const password of ['Admin@12345', 'Finance@12345', 'REPLACE-ME', 'changeme', 'short-pass']) {
      assert.throws(
        () => loadConfig({ NODE_ENV: 'production', ADMIN_PASSWORD: password }),
        /ADMIN_PASSWORD /,
      );
      assert.equal(loadConfig({ ADMIN_PASSWORD: password }).adminPassword, password);
    }
    const strong = unpublishedPassword();
    assert.equal(loadConfig({ NODE_ENV: 'production', ADMIN_PASSWORD: strong }).adminPassword, strong);
  });
});

describe('loadConfig: the read replica', () => {
  const STANDBY = 'postgres://postgres@127.0.0.1:5433/telehealth';

  it('has none by default, and skips one more than 5 s behind', () => {
    const config = loadConfig({ DATABASE_URL: POSTGRES });
    assert.equal(config.databaseReadUrl, null);
    assert.equal(config.replicaMaxLagMs, 5_000);
  });

  it('reads the standby and the lag limit from the environment', () => {
    const config = loadConfig({
      DATABASE_URL: POSTGRES,
      DATABASE_READ_URL: STANDBY,
      REPLICA_MAX_LAG_MS: '800',
    });
    assert.equal(config.databaseReadUrl, STANDBY);
    assert.equal(config.replicaMaxLagMs, 800);
  });

  it('refuses a replica of the embedded PGlite, and what is not a postgres:// URL', () => {
    assert.throws(
      () => loadConfig({ DATABASE_READ_URL: STANDBY }),
      /DATABASE_READ_URL needs DATABASE_URL: the replica is a standby of that PostgreSQL server/,
    );
    assert.throws(
      () => loadConfig({ DATABASE_URL: POSTGRES, DATABASE_READ_URL: 'mysql://replica/telehealth' }),
      /DATABASE_READ_URL must be a postgres:\/\/ URL/,
    );
  });

  it('refuses a lag limit out of range', () => {
    for (const bad of ['0', '99', '1.5', 'soon']) {
      assert.throws(
        () => loadConfig({ DATABASE_URL: POSTGRES, REPLICA_MAX_LAG_MS: bad }),
        /REPLICA_MAX_LAG_MS must be a whole number from 100 to 3600000/,
      );
    }
  });
});

describe('loadConfig: ROLE and MIGRATE_ON_START', () => {
  it('runs both roles and migrates at start unless told otherwise', () => {
    const config = loadConfig({});
    assert.equal(config.role, 'all');
    assert.equal(config.migrateOnStart, true);
  });

  it('runs the web or the worker role on PostgreSQL, and waits for the Job with a data key', () => {
    const key = Buffer.alloc(32, 1).toString('base64');
    assert.equal(loadConfig({ ROLE: 'web', DATABASE_URL: POSTGRES }).role, 'web');
    assert.equal(loadConfig({ ROLE: 'Worker', DATABASE_URL: POSTGRES }).role, 'worker');
    assert.equal(
      loadConfig({ MIGRATE_ON_START: '0', DATABASE_URL: POSTGRES, DATA_KEY: key }).migrateOnStart,
      false,
    );
  });

  it('refuses an unknown role, a split role on PGlite, and waiting without PostgreSQL or a data key', () => {
    assert.throws(
      () => loadConfig({ ROLE: 'api', DATABASE_URL: POSTGRES }),
      /ROLE must be web \(the HTTP API\), worker \(mail delivery and refund recovery\) or unset \(both\)/,
    );
    assert.throws(() => loadConfig({ ROLE: 'web' }), /ROLE=web needs DATABASE_URL/);
    assert.throws(() => loadConfig({ MIGRATE_ON_START: '0' }), /MIGRATE_ON_START=0 needs DATABASE_URL/);
    assert.throws(
      () => loadConfig({ MIGRATE_ON_START: '0', DATABASE_URL: POSTGRES }),
      /MIGRATE_ON_START=0 needs DATA_KEY \(or DATA_KEY_FILE\)/,
    );
    assert.throws(() => loadConfig({ MIGRATE_ON_START: 'later' }), /MIGRATE_ON_START must be 0 or 1/);
  });
});
