import assert from 'node:assert/strict';
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { type ApiProcess, spawnApi } from './test/api-process.js';
import {
  apiChildEnv,
  createPersistentTestStore,
  type PersistentTestStore,
  TEST_ADMIN_EMAIL,
  TEST_ADMIN_PASSWORD,
} from './test/helper.js';
import { postgresAnswers } from './test/postgres-server.js';

/**
 * Traces of a real API process (the bundle `pnpm build` makes) sent to an OTLP/HTTP receiver of the
 * test's own: a span for a request, and one for the PostgreSQL query it made, in one trace. The pg
 * spans need PostgreSQL (PGlite is not the pg client).
 */

interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: { key: string; value: { stringValue?: string; intValue?: string | number } }[];
}

/** An OTLP/HTTP receiver: every span posted to /v1/traces (JSON), and the resources they came with. */
async function startReceiver() {
  const spans: OtlpSpan[] = [];
  const resources: Record<string, string>[] = [];
  const paths: string[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      body += chunk;
    });
    req.on('end', () => {
      paths.push(req.url ?? '');
      const payload = JSON.parse(body) as {
        resourceSpans: {
          resource: { attributes: OtlpSpan['attributes'] };
          scopeSpans: { spans: OtlpSpan[] }[];
        }[];
      };
      for (const rs of payload.resourceSpans) {
        resources.push(
          Object.fromEntries(rs.resource.attributes.map((a) => [a.key, String(a.value.stringValue ?? '')])),
        );
        for (const scope of rs.scopeSpans) spans.push(...scope.spans);
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    spans,
    resources,
    paths,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const attribute = (span: OtlpSpan, key: string) => {
  const value = span.attributes.find((a) => a.key === key)?.value;
  return value?.stringValue ?? (value?.intValue === undefined ? undefined : String(value.intValue));
};

describe('OpenTelemetry traces when OTEL_EXPORTER_OTLP_ENDPOINT is set', {
  skip: (await postgresAnswers()) ? false : 'PostgreSQL does not answer (pg spans need it)',
  timeout: 120_000,
}, () => {
  let store: PersistentTestStore;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let api: ApiProcess;

  before(async () => {
    store = await createPersistentTestStore();
    receiver = await startReceiver();
    api = await spawnApi({
      ...apiChildEnv(store),
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
      OTEL_SERVICE_NAME: 'telehealth-api-test',
      // Batches go out every 200 ms instead of 5 s.
      OTEL_BSP_SCHEDULE_DELAY: '200',
    });
  });
  after(async () => {
    await api?.stop('SIGKILL');
    await receiver?.close();
    await store?.drop();
  });

  test('a request makes a server span, its route, and a span for each PostgreSQL query, in one trace; probes make none', async () => {
    for (const url of ['/api/health/live', '/api/health/ready'])
      assert.equal((await fetch(`${api.url}${url}`)).status, 200);
    const res = await fetch(`${api.url}/api/auth/local/admin?who=${encodeURIComponent('Jane Roe')}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: TEST_ADMIN_EMAIL, password: TEST_ADMIN_PASSWORD }),
    });
    assert.equal(res.status, 200);

    const deadline = Date.now() + 30_000;
    // The server span (kind 2) of the request, named by its route.
    const serverSpan = () =>
      receiver.spans.find((s) => s.kind === 2 && s.name === 'POST /api/auth/local/admin');
    const isQuery = (s: OtlpSpan) => s.name.startsWith('pg.query');
    while (!serverSpan() || !receiver.spans.some((s) => s.traceId === serverSpan()!.traceId && isQuery(s))) {
      assert.ok(Date.now() < deadline, `spans received: ${receiver.spans.map((s) => s.name).join(', ')}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const request = serverSpan()!;
    const trace = receiver.spans.filter((s) => s.traceId === request.traceId);
    const queries = trace.filter(isQuery);
    assert.ok(queries.length >= 1);
    assert.equal(attribute(request, 'url.query'), '[redacted]');
    // The statement is there, never its values (the e-mail signed in with).
    assert.ok(
      queries.some((s) =>
        /select/i.test(attribute(s, 'db.statement') ?? attribute(s, 'db.query.text') ?? ''),
      ),
    );
    assert.ok(!JSON.stringify(trace).includes(TEST_ADMIN_EMAIL), 'no e-mail in any span');
    assert.ok(!JSON.stringify(trace).includes(TEST_ADMIN_PASSWORD), 'no password in any span');
    assert.deepEqual(
      trace.flatMap((s) =>
        s.attributes.filter((a) => JSON.stringify(a).includes('Jane')).map((a) => `${s.name}: ${a.key}`),
      ),
      [],
      'no query string in any span',
    );
    // Fastify's spans under the request's.
    assert.ok(
      trace.some((s) => s.name.startsWith('request') || s.name.startsWith('handler')),
      trace.map((s) => s.name).join(', '),
    );
    assert.ok(receiver.paths.every((p) => p === '/v1/traces'));
    assert.equal(receiver.resources[0]['service.name'], 'telehealth-api-test');
    // The probes answered above made no span.
    assert.ok(
      !receiver.spans.some((s) =>
        /health/.test(attribute(s, 'http.route') ?? attribute(s, 'url.path') ?? s.name),
      ),
    );
  });
});
