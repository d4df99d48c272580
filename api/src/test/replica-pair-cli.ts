// The benchmark's PostgreSQL primary and streaming standby (`pnpm bench -- --replica`), kept in a
// folder across runs:
//   tsx src/test/replica-pair-cli.ts start <folder> <primary port>   makes (or starts again) the pair,
//                                     the standby on the next port; prints both URLs as JSON
//   tsx src/test/replica-pair-cli.ts stop <folder>                   stops both; the folder stays
import { startReplicaPair, stopReplicaPair } from './replica-clusters.js';

const [command, dir, port] = process.argv.slice(2);
if (command === 'start' && dir && Number(port) > 0) {
  const primaryPort = Number(port);
  // Not closed: the servers run on (pg_ctl starts them in the background) until `stop`.
  const pair = await startReplicaPair(primaryPort, primaryPort + 1, {
    dir,
    logStatements: false,
    durable: true,
  });
  console.log(JSON.stringify({ primary: pair.url('primary'), standby: pair.url('standby') }));
} else if (command === 'stop' && dir) {
  stopReplicaPair(dir);
} else {
  console.error('usage: replica-pair-cli.ts start <folder> <primary port> | stop <folder>');
  process.exit(2);
}
