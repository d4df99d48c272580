// `pnpm new:resource <name> [--remote commerce] [--plural <name>] [--skip-types]`: writes a complete
// sample resource (migration, API module with its test, a remote's list and detail pages, dialog and
// test, its routes and menu entry), then regenerates the front end's API types. See
// docs/adding-a-resource.md. Nothing is written when the name is refused.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { run } from '../lib/run.mjs';
import { planResource, ResourceError } from './plan.mjs';

const USAGE = 'usage: pnpm new:resource <name> [--remote <remote>] [--plural <plural>] [--skip-types]';

function parseArgs(argv) {
  const options = { remote: 'commerce', skipTypes: false };
  const rest = [];
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--skip-types') options.skipTypes = true;
    else if (arg === '--remote' || arg === '--plural') options[arg.slice(2)] = argv[++i];
    else if (arg.startsWith('--')) throw new ResourceError(`unknown option ${arg}\n${USAGE}`);
    else rest.push(arg);
  }
  if (rest.length !== 1) throw new ResourceError(USAGE);
  return { ...options, name: rest[0] };
}

const lines = (text) => text.split('\n').length - (text.endsWith('\n') ? 1 : 0);

/** Writes the plan; answers the new files' paths and the edited ones'. */
function write(root, plan) {
  for (const [file, text] of Object.entries(plan.files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  for (const { file, after } of plan.edits) writeFileSync(path.join(root, file), after);
}

export async function main(argv) {
  const scriptRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  let options;
  let plan;
  try {
    options = parseArgs(argv);
    options.root = scriptRoot;
    plan = planResource(options.root, options);
  } catch (error) {
    if (!(error instanceof ResourceError)) throw error;
    console.error(`new:resource: ${error.message}\nNothing was written.`);
    return 1;
  }
  const { root } = options;
  write(root, plan);

  // The templates are written as Biome formats them; a long name can still push a line past the
  // width, so the new and edited code is formatted once.
  const code = [...Object.keys(plan.files), ...plan.edits.map((e) => e.file)].filter((f) =>
    /\.tsx?$/.test(f),
  );
  const biome = path.join(root, 'node_modules/.bin/biome');
  if ((await run(biome, ['format', '--write', ...code], { cwd: root, stdio: 'ignore' })) !== 0) {
    console.error('new:resource: biome could not format the new files (run pnpm lint to see why)');
  }

  const counted = Object.entries(plan.files).filter(([file]) => file !== plan.migration);
  const total = counted.reduce((sum, [file]) => sum + lines(readText(root, file)), 0);
  const packages = new Set(counted.map(([file]) => file.split('/')[0]));
  console.log(`new:resource: ${plan.names['names-kebab']}`);
  console.log(`  migration ${plan.migration}`);
  for (const [file] of counted) console.log(`  new       ${file} (${lines(readText(root, file))} lines)`);
  for (const { file, before, after } of plan.edits) {
    console.log(`  edited    ${file} (+${lines(after) - lines(before)} lines)`);
  }
  console.log(`  ${counted.length} files, ${total} lines in ${packages.size} packages (migration aside)`);

  if (options.skipTypes) {
    console.log('\nNext: pnpm gen:api-types (the remote reads the new answers from the generated types)');
  } else {
    console.log('\nRegenerating the API types (pnpm gen:api-types)...');
    // What the API package's gen:api-types script runs, without pnpm (a scratch copy's links are not its).
    const cli = ['--import', 'tsx', 'src/contract/api-types-cli.ts'];
    if ((await run(process.execPath, cli, { cwd: path.join(root, 'api') })) !== 0) {
      console.error('new:resource: pnpm gen:api-types failed; run it again once the API builds');
      return 1;
    }
  }
  const many = plan.names['names-kebab'];
  console.log(`\nThen: pnpm typecheck && pnpm lint
  cd api && node scripts/test.mjs modules/${many}/
  pnpm exec jest ${plan.remoteDir}/src/${many}
Open /admin/${many} (pnpm dev). Give other roles its permissions in api/src/lib/permissions.ts and
docs/security.md's matrix; docs/adding-a-resource.md says what each file is for.`);
  return 0;
}

function readText(root, file) {
  return readFileSync(path.join(root, file), 'utf8');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = await main(process.argv.slice(2));
}
