// Measures what a stalled CSV export costs everyone else: the demo data plus 100,000 audit
// entries (so the export outgrows the sockets' buffers), one raw socket that reads 50 KB of the
// export and stops for 30 s, and probes beside it (health, dashboard, list pages) in a loop.
// Prints p50 / p95 / max of the probes with and without the stalled reader.
//   pnpm --filter @telehealth/api exec tsx scripts/export-stall-probe.ts   (DATABASE_URL for PostgreSQL)
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { buildTestApp, login } from '../src/test/helper.js';

const STALL_MS = 30_000;
const PROBES = [
  '/api/health',
  '/api/user/dashboard',
  '/api/doctor?limit=20',
  '/api/user/payments?limit=20',
  '/api/audit?limit=20',
];

const t = await buildTestApp({ seedDemo: true, exportStallMs: 60_000 });
const token = (await login(t.app)).token;
const headers = { authorization: `Bearer ${token}` };
await t.database.query(
  `insert into audit_log (action, target_type, details)
   select 'settings.update', 'settings', jsonb_build_object('n', g, 'note', repeat('x', 120)) from generate_series(1, 100000) g`,
);
await t.app.listen({ port: 0, host: '127.0.0.1' });
const port = (t.app.server.address() as AddressInfo).port;

async function probeFor(ms: number): Promise<number[]> {
  const times: number[] = [];
  for (const end = Date.now() + ms; Date.now() < end; ) {
    for (const path of PROBES) {
      const started = performance.now();
      const res = await fetch(`http://127.0.0.1:${port}${path}`, { headers });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
      times.push(performance.now() - started);
    }
  }
  return times.sort((a, b) => a - b);
}
const pct = (times: number[], p: number) =>
  times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))];
const show = (label: string, times: number[]) =>
  console.log(
    `${label}: ${times.length} probes, p50 ${pct(times, 50).toFixed(1)} ms, p95 ${pct(times, 95).toFixed(1)} ms, max ${times.at(-1)?.toFixed(1)} ms`,
  );

show(`${t.database.kind}, no export`, await probeFor(10_000));

const socket = connect(port, '127.0.0.1');
let received = 0;
await new Promise<void>((resolve) => {
  socket.on('data', (chunk: Buffer) => {
    received += chunk.length;
    if (received >= 50_000 && !socket.isPaused()) {
      socket.pause();
      resolve();
    }
  });
  socket.write(
    `GET /api/audit?format=csv HTTP/1.1\r\nHost: x\r\nAuthorization: ${headers.authorization}\r\n\r\n`,
  );
});
show(`${t.database.kind}, one export reader stalled (${STALL_MS / 1000} s)`, await probeFor(STALL_MS));
socket.destroy();
await t.close();
