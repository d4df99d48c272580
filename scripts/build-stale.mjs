// Builds whichever parts of the product are missing or older than their sources.
import { staleParts } from './lib/apps.mjs';
import { runPnpm } from './lib/run.mjs';

export async function buildStale() {
  const stale = staleParts();
  if (stale.length === 0) return;
  console.log(`Building ${stale.map((part) => part.name).join(', ')} ...`);
  const filters = stale.flatMap((part) => ['--filter', `./${part.dir}`]);
  const code = await runPnpm(['-r', '--workspace-concurrency=2', ...filters, 'build']);
  if (code !== 0) throw new Error('The build failed (see above).');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  buildStale().catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
