import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, describe, test } from 'node:test';
import openapiTS from 'openapi-typescript';
import { buildTestApp, type TestApp } from '../test/helper.js';
import { operationIdFor, tagFor } from '../lib/openapi-operations.js';
import {
  API_TYPES_FILE,
  openapiDocument,
  PERMISSION_NAMES_FILE,
  REGENERATE,
  renderApiTypes,
  renderPermissionNames,
} from '../contract/api-types.js';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(import.meta.url);
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];

interface Operation {
  operationId?: string;
  tags?: string[];
  responses: Record<
    string,
    { content?: Record<string, { schema: { properties?: Record<string, unknown> } }> }
  >;
}
type Document = {
  openapi: string;
  servers: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
};

function operations(doc: Document): [string, string, Operation][] {
  return Object.entries(doc.paths).flatMap(([url, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, operation]) => [method, url, operation] as [string, string, Operation]),
  );
}

/** A JSON pointer from its segments, each with its '~' and '/' escaped. */
const pointerOf = (segments: string[]) =>
  `#/${segments.map((segment) => segment.replaceAll('~', '~0').replaceAll('/', '~1')).join('/')}`;

/**
 * The JSON pointers of the object schemas under `schema` that name properties yet leave others
 * allowed. An object with no properties at all is free-form on purpose (WebAuthn options, a map).
 */
function openObjects(schema: unknown, at: string[]): string[] {
  if (Array.isArray(schema))
    return schema.flatMap((item, index) => openObjects(item, [...at, String(index)]));
  if (!schema || typeof schema !== 'object') return [];
  const node = schema as Record<string, unknown>;
  const own = node.properties !== undefined && node.additionalProperties !== false ? [pointerOf(at)] : [];
  const nested = ['properties', 'patternProperties', '$defs', 'definitions'].flatMap((key) =>
    Object.entries((node[key] as Record<string, unknown>) ?? {}).flatMap(([name, child]) =>
      openObjects(child, [...at, key, name]),
    ),
  );
  const children = ['items', 'additionalProperties', 'prefixItems', 'anyOf', 'oneOf', 'allOf', 'not'].flatMap(
    (key) => (node[key] === undefined ? [] : openObjects(node[key], [...at, key])),
  );
  return [...own, ...nested, ...children];
}

/** Runs a Node CLI of the workspace without network chatter; answers its exit code and output. */
function runCli(script: string, args: string[]) {
  const run = spawnSync(process.execPath, [script, ...args], {
    cwd: apiDir,
    encoding: 'utf8',
    timeout: 120_000,
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' },
  });
  return { status: run.status, output: `${run.stdout}\n${run.stderr}` };
}

describe('the OpenAPI document', () => {
  let t: TestApp;
  let doc: Document;
  let dir: string;
  let docFile: string;

  before(async () => {
    t = await buildTestApp();
    doc = (await openapiDocument(t.app)) as unknown as Document;
    dir = mkdtempSync(path.join(os.tmpdir(), 'openapi-'));
    docFile = path.join(dir, 'openapi.json');
    writeFileSync(docFile, JSON.stringify(doc, null, 2));
  });
  after(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  test('names each operation after its method and path', () => {
    assert.equal(operationIdFor('GET', '/api/doctor/fetch/:uid'), 'getDoctorFetchByUid');
    assert.equal(operationIdFor('PUT', '/api/user/doctor/:uid/sponsored/'), 'putUserDoctorByUidSponsored');
    assert.equal(operationIdFor('GET', '/api/doctor-availability/{uid}'), 'getDoctorAvailabilityByUid');
    assert.equal(operationIdFor('PUT', '/api/notificationLog/dummy'), 'putNotificationLogDummy');
    assert.equal(tagFor('/api/enquiry/:id'), 'enquiry');
    assert.equal(
      doc.paths['/api/payments/refund/{paymentId}'].post.operationId,
      'postPaymentsRefundByPaymentId',
    );
    assert.equal(doc.paths['/api/user/payments'].get.operationId, 'getUserPayments');
  });

  test('gives every operation a unique operationId, a tag and its 4xx answers in the error envelope', () => {
    const all = operations(doc);
    assert.ok(all.length >= 60, `only ${all.length} operations`);
    const ids = all.map(([, , operation]) => operation.operationId);
    assert.equal(new Set(ids).size, ids.length, 'operationIds repeat');
    for (const [method, url, operation] of all) {
      const where = `${method.toUpperCase()} ${url}`;
      assert.match(operation.operationId ?? '', /^[A-Za-z][A-Za-z0-9]*$/, where);
      assert.ok(operation.tags?.length, `${where} has no tag`);
      const clientErrors = Object.keys(operation.responses).filter((code) => /^4\d\d$/.test(code));
      // The probes take no input and need no session: no 4xx to describe.
      if (url === '/api/health' || url.startsWith('/api/health/')) continue;
      assert.ok(clientErrors.length > 0, `${where} describes no 4xx answer`);
      for (const code of clientErrors) {
        const schema = operation.responses[code].content?.['application/json']?.schema;
        assert.deepEqual(
          Object.keys(schema?.properties ?? {}).slice(0, 3),
          ['status', 'message', 'data'],
          `${where} ${code}`,
        );
      }
    }
    // A session is needed everywhere but the public calls, which say so.
    assert.ok(doc.paths['/api/doctor'].get.responses['401']);
    assert.ok(!doc.paths['/api/health'].get.responses['401']);
    assert.ok(doc.paths['/api/doctor/fetch/{uid}'].get.responses['404']);
  });

  test('closes every object of a 2xx answer (additionalProperties: false) unless it is free-form', () => {
    const offenders: string[] = [];
    for (const [method, url, operation] of operations(doc)) {
      for (const [status, answer] of Object.entries(operation.responses)) {
        if (!/^2\d\d$/.test(status)) continue;
        for (const [type, media] of Object.entries(answer.content ?? {})) {
          const base = ['paths', url, method, 'responses', status, 'content', type, 'schema'];
          for (const pointer of openObjects(media.schema, base)) {
            offenders.push(`${method.toUpperCase()} ${url} ${status}: ${pointer}`);
          }
        }
      }
    }
    assert.deepEqual(offenders, [], `objects with properties left open:\n${offenders.join('\n')}`);
  });

  test('names the server it is served from', () => {
    assert.deepEqual(
      doc.servers.map((server) => server.url),
      ['/'],
    );
  });

  test("passes Redocly's recommended rules with no error (api/redocly.yaml)", () => {
    const lint = runCli(require.resolve('@redocly/cli/bin/cli.js'), [
      'lint',
      docFile,
      '--config',
      path.join(apiDir, 'redocly.yaml'),
      '--format',
      'json',
    ]);
    const json = lint.output.slice(lint.output.indexOf('{'), lint.output.lastIndexOf('}') + 1);
    const report = JSON.parse(json) as {
      totals: { errors: number; warnings: number };
      problems: { ruleId: string; severity: string; location: { pointer: string }[] }[];
    };
    const errors = report.problems.filter((problem) => problem.severity === 'error');
    assert.deepEqual(
      errors.map((problem) => `${problem.ruleId} ${problem.location[0]?.pointer}`),
      [],
    );
    assert.equal(report.totals.errors, 0);
    assert.equal(lint.status, 0, lint.output);
    // The one path allowed to end with a slash is the sponsorship call, as clients have always sent it.
    assert.deepEqual(
      report.problems
        .filter((problem) => problem.ruleId === 'no-path-trailing-slash')
        .map((problem) => problem.location[0]?.pointer),
      ['#/paths/~1api~1user~1doctor~1{uid}~1sponsored~1'],
    );
  });

  test('generates a TypeScript client with openapi-typescript that compiles', async () => {
    const generated = await openapiTS(doc as unknown as Parameters<typeof openapiTS>[0]);
    writeFileSync(path.join(dir, 'api.d.ts'), generated);
    // A caller of the generated types: a page of doctors, a refund's 409, the envelope on both.
    writeFileSync(
      path.join(dir, 'client.ts'),
      `import type { operations, paths } from './api';
type Json<T> = T extends { content: { 'application/json': infer B } } ? B : never;
type DoctorPage = Json<paths['/api/doctor']['get']['responses'][200]>;
type RefundRefused = Json<operations['postPaymentsRefundByPaymentId']['responses'][409]>;
type RefundBody = operations['postPaymentsRefundByPaymentId']['requestBody'];
export function firstDoctorCount(page: DoctorPage): number {
  return page.data.count ?? 0;
}
export function refusal(answer: RefundRefused): string {
  const data: null = answer.data;
  return data ?? answer.message;
}
export const body: RefundBody = { content: { 'application/json': { type: 'full_refund', reason: 'No show' } } };
`,
    );
    const tscBin = path.join(path.dirname(require.resolve('typescript/package.json')), 'bin/tsc');
    writeFileSync(
      path.join(dir, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          strict: true,
          noEmit: true,
          target: 'es2022',
          module: 'esnext',
          moduleResolution: 'bundler',
        },
        files: ['api.d.ts', 'client.ts'],
      }),
    );
    const tsc = runCli(tscBin, ['-p', path.join(dir, 'tsconfig.json')]);
    assert.equal(tsc.status, 0, tsc.output);
  });

  test("is what the front end's committed API types were generated from", async () => {
    const generated = await renderApiTypes(doc as unknown as Record<string, unknown>);
    const committed = existsSync(API_TYPES_FILE) ? readFileSync(API_TYPES_FILE, 'utf8') : '';
    const where = path.relative(path.resolve(apiDir, '..'), API_TYPES_FILE);
    if (committed === generated) return;
    const [mine, theirs] = [generated.split('\n'), committed.split('\n')];
    let line = 0;
    while (mine[line] === theirs[line]) line += 1;
    assert.fail(
      `${where} is out of date with the API's route schemas (first difference at line ${line + 1}): run ${REGENERATE} and commit it`,
    );
  });

  test("is what the front end's committed permission names were generated from", () => {
    const committed = existsSync(PERMISSION_NAMES_FILE) ? readFileSync(PERMISSION_NAMES_FILE, 'utf8') : '';
    assert.equal(committed, renderPermissionNames(), `run ${REGENERATE} and commit it`);
  });
});
