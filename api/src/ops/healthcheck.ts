// `node dist/ops/healthcheck.js [path]`: the container's health check (the slim image has no curl):
// exit 0 when GET http://<host>:$PORT<path> answers 200 within 3 s, else 1. The host is HOST when
// the server listens on one address only, else the loopback.
const port = process.env.PORT ?? '8080';
const path = process.argv[2] ?? '/api/health/ready';
const listening = process.env.HOST?.trim();
const host =
  !listening || listening === '0.0.0.0' || listening === '::'
    ? '127.0.0.1'
    : listening.includes(':')
      ? `[${listening}]`
      : listening;
try {
  const res = await fetch(`http://${host}:${port}${path}`, { signal: AbortSignal.timeout(3_000) });
  process.exit(res.status === 200 ? 0 : 1);
} catch {
  process.exit(1);
}
