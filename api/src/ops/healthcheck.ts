// `node dist/ops/healthcheck.js [path]`: the container's health check (the slim image has no curl):
// exit 0 when GET http://127.0.0.1:$PORT<path> answers 200 within 3 s, else 1.
const port = process.env.PORT ?? '8080';
const path = process.argv[2] ?? '/api/health/ready';
try {
  const res = await fetch(`http://127.0.0.1:${port}${path}`, { signal: AbortSignal.timeout(3_000) });
  process.exit(res.status === 200 ? 0 : 1);
} catch {
  process.exit(1);
}
