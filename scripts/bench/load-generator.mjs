// A small closed-loop HTTP load generator: N connections over keep-alive, each sending its next
// request as soon as the previous answer is read. Exact percentiles from every recorded latency.
import http from 'node:http';

function send(agent, url, { method = 'GET', headers = {}, body }) {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
    const request = http.request(
      url,
      {
        agent,
        method,
        headers: payload
          ? { ...headers, 'content-type': 'application/json', 'content-length': payload.length }
          : headers,
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    if (payload) request.write(payload);
    request.end();
  });
}

export function percentile(sorted, p) {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, rank)];
}

/**
 * Runs `connections` loops for `durationMs` (or until `requests` were sent) and reports latency
 * percentiles in milliseconds, requests per second and how many answers were not 2xx.
 * `next(i)` gives the i-th request: { url, method?, headers?, body? }.
 */
export async function load({ next, connections = 10, durationMs, requests }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies = [];
  let sent = 0;
  let errors = 0;
  const started = performance.now();
  const deadline = durationMs ? started + durationMs : Number.POSITIVE_INFINITY;
  async function loop() {
    while (performance.now() < deadline && (requests === undefined || sent < requests)) {
      const options = next(sent++);
      const t0 = performance.now();
      try {
        const status = await send(agent, options.url, options);
        if (status < 200 || status >= 300) errors++;
      } catch {
        errors++;
      }
      latencies.push(performance.now() - t0);
    }
  }
  await Promise.all(Array.from({ length: connections }, loop));
  const elapsedS = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    errors,
    rps: latencies.length / elapsedS,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
  };
}
