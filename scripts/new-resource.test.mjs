// `pnpm new:resource` keeps working as the code moves: in a scratch copy of the repository (with its
// working changes), the scaffold writes a sample resource; then the packages it wrote into must
// typecheck, Biome pass on what it wrote and edited, its own API test pass (PGlite) and the Jest tests
// it can reach: its own, and the host's that read every remote.json (the menu, the palette, screen
// access). A template that uses a shared export since renamed, an anchor of an edited file that
// moved, or a host test that a new section breaks (the menu), fails here. The rest of the suite runs
// on the repository itself in CI; repeating it here would double CI's time for nothing it can catch.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { resourceNames } from './new-resource/plan.mjs';
import { scratchCopy } from './new-resource/scratch-copy.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const NAME = 'scaffold-probe';
const MANY = 'scaffold-probes';

/** Runs a command to its end; answers its exit code and everything it printed. */
function exec(command, args, cwd, env = {}) {
  return new Promise((resolve) => {
    let output = '';
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('exit', (code) => resolve({ code: code ?? 1, output }));
  });
}

/** Expects every step to have exited 0, naming the ones that did not with their output's tail. */
function expectPassed(steps) {
  const failed = Object.entries(steps)
    .filter(([, { code }]) => code !== 0)
    .map(([name, { output }]) => `${name}:\n${output.split('\n').slice(-60).join('\n')}`);
  expect(failed).toEqual([]);
}

describe('pnpm new:resource', () => {
  let scratch;
  const scaffold = (...args) => exec(process.execPath, ['scripts/new-resource/index.mjs', ...args], scratch);
  const bin = (tool) => path.join(scratch, 'node_modules/.bin', tool);

  beforeAll(() => {
    scratch = scratchCopy(root, 'telehealth-new-resource-');
  });
  afterAll(() => {
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  });

  it.each([
    ['Coupon', /not a resource name/],
    ['coupon_code', /not a resource name/],
    ['coupons', /looks plural/],
    ['doctor', /existing resource: api\/src\/modules\/doctors exists/],
    ['enquiry', /existing resource/],
    ['user', /the API path \/user is taken/],
  ])('refuses %s with a clear message and writes nothing', async (name, message) => {
    const migrations = readdirSync(path.join(scratch, 'api/drizzle')).length;
    const { code, output } = await scaffold(name, '--skip-types');
    expect(code).toBe(1);
    expect(output).toMatch(message);
    expect(output).toMatch(/Nothing was written/);
    expect(readdirSync(path.join(scratch, 'api/drizzle'))).toHaveLength(migrations);
  });

  it('names a resource in every spelling the code uses', () => {
    expect(resourceNames('review-flag')).toMatchObject({
      'names-kebab': 'review-flags',
      names_snake: 'review_flags',
      Name: 'ReviewFlag',
      names: 'reviewFlags',
      NAME: 'REVIEW_FLAG',
      Labels: 'Review flags',
    });
    expect(resourceNames('category').names).toBe('categories');
    expect(resourceNames('status', 'statuses').Names).toBe('Statuses');
  });

  it('writes a resource that typechecks, passes Biome and passes its own tests', async () => {
    const made = await scaffold(NAME);
    expectPassed({ scaffold: made });
    const size = /(\d+) files, (\d+) lines in (\d+) packages/.exec(made.output);
    expect(size).not.toBeNull();
    // The budget of the sample: at most 16 files and 840 lines (its migration aside) in 2 packages
    // (800 until the sample took notes and a work queue: 772 lines then, 830 since).
    const [, files, lines, packages] = size.map(Number);
    expect(files).toBeLessThanOrEqual(16);
    expect(lines).toBeLessThanOrEqual(840);
    expect(packages).toBe(2);

    const written = [
      `api/src/modules/${MANY}`,
      `api/src/db/schema/${MANY}.ts`,
      `remote-commerce/src/${MANY}`,
    ];
    expect(written.filter((file) => !existsSync(path.join(scratch, file)))).toEqual([]);
    // The files it wrote and edited, as it lists them ("new" and "edited" lines), and the generated
    // contracts it regenerated.
    const touched = [...made.output.matchAll(/^\s+(?:new|edited)\s+(\S+)/gm)].map((m) => m[1]);
    expect(touched.length).toBeGreaterThan(files);
    const [apiTypes, remoteTypes, lint] = await Promise.all([
      exec(bin('tsc'), ['-p', 'api/tsconfig.json', '--noEmit'], scratch),
      exec(bin('tsc'), ['-p', 'remote-commerce/tsconfig.json', '--noEmit'], scratch),
      exec(bin('biome'), ['check', ...touched, 'shared/src/contracts'], scratch),
    ]);
    expectPassed({ 'tsc api': apiTypes, 'tsc remote-commerce': remoteTypes, biome: lint });

    // Its own API tests (PGlite, or DATABASE_URL's server), and the Jest tests a scaffold can reach:
    // its own (related to the files it wrote) and the host's that read every remote.json (related to
    // host/src/test-support/repository-remotes.ts). No other app reads another's files.
    const sampleFiles = touched.filter((file) => file.startsWith(`remote-commerce/src/${MANY}/`));
    const [apiTest, jest] = await Promise.all([
      exec(process.execPath, ['scripts/test.mjs', `modules/${MANY}/`], path.join(scratch, 'api')),
      exec(
        bin('jest'),
        [
          '--ci',
          '--selectProjects',
          'front-end',
          '--findRelatedTests',
          'host/src/test-support/repository-remotes.ts',
          ...sampleFiles,
        ],
        scratch,
      ),
    ]);
    expectPassed({ 'api test': apiTest, jest });
    expect(apiTest.output).toMatch(/^# pass [1-9]/m);
    expect(jest.output).toMatch(/Tests:\s+\d+ passed/);
    // Both kinds ran: the host's menu test and the sample's own.
    expect(jest.output).toMatch(/PASS .*host\/src\/shell\/Sidebar\.test\.tsx/);
    expect(jest.output).toMatch(new RegExp(`PASS .*remote-commerce/src/${MANY}/`));
  }, 480_000);
});
