// A small closed-loop HTTP/1.1 load generator: N keep-alive connections, each sending its next
// request as soon as the previous answer is read. Exact percentiles from every recorded latency.
//
// It speaks HTTP over raw sockets (as wrk and autocannon do) rather than through node:http: the
// generator shares the machine's two cores with the API and PostgreSQL, and node:http's client
// cost about as much CPU per request as the lighter API answers themselves.
import net from 'node:net';

const HEADER_END = Buffer.from('\r\n\r\n');

/** The bytes of one request. */
export function requestBytes(url, { method = 'GET', headers = {}, body } = {}) {
  const target = new URL(url);
  const payload = body === undefined ? null : Buffer.from(JSON.stringify(body));
  const lines = [`${method} ${target.pathname}${target.search} HTTP/1.1`, `host: ${target.host}`];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  if (payload) lines.push('content-type: application/json', `content-length: ${payload.length}`);
  const head = Buffer.from(`${lines.join('\r\n')}\r\n\r\n`);
  return payload ? Buffer.concat([head, payload]) : head;
}

/**
 * Reads HTTP/1.1 responses from a byte stream. `push(chunk)` returns the status of each response
 * completed by that chunk (Content-Length and chunked bodies; anything else is a protocol error).
 */
export function createResponseReader() {
  let buffered = Buffer.alloc(0);
  let current = null; // { status, remaining } for a Content-Length body, { status, chunked: true }

  function readHead() {
    const end = buffered.indexOf(HEADER_END);
    if (end < 0) return false;
    const head = buffered.subarray(0, end).toString('latin1');
    buffered = buffered.subarray(end + 4);
    const status = Number(head.slice(9, 12));
    const lower = head.toLowerCase();
    if (/\r\ntransfer-encoding:[^\r]*chunked/.test(lower)) {
      current = { status, chunked: true };
    } else {
      const length = /\r\ncontent-length:\s*(\d+)/.exec(lower);
      if (!length) throw new Error(`response without a length (status ${status})`);
      current = { status, remaining: Number(length[1]) };
    }
    return true;
  }

  /** Consumes chunked body data; true once the last chunk and its trailer are read. */
  function readChunks() {
    for (;;) {
      const lineEnd = buffered.indexOf('\r\n');
      if (lineEnd < 0) return false;
      const size = Number.parseInt(buffered.subarray(0, lineEnd).toString('latin1'), 16);
      if (size === 0) {
        const trailerEnd = buffered.indexOf(HEADER_END, lineEnd);
        if (trailerEnd < 0) return false;
        buffered = buffered.subarray(trailerEnd + 4);
        return true;
      }
      if (buffered.length < lineEnd + 2 + size + 2) return false;
      buffered = buffered.subarray(lineEnd + 2 + size + 2);
    }
  }

  return {
    push(chunk) {
      buffered = buffered.length === 0 ? chunk : Buffer.concat([buffered, chunk]);
      const done = [];
      for (;;) {
        if (!current && !readHead()) break;
        if (current.chunked) {
          if (!readChunks()) break;
        } else {
          const take = Math.min(current.remaining, buffered.length);
          current.remaining -= take;
          buffered = buffered.subarray(take);
          if (current.remaining > 0) break;
        }
        done.push(current.status);
        current = null;
      }
      return done;
    },
  };
}

/** One keep-alive connection; `send(bytes)` resolves with the response's status code. */
function openConnection(url) {
  const { hostname, port } = new URL(url);
  let socket = null;
  let waiting = null;

  const fail = (failed, error) => {
    if (failed !== socket) return; // an earlier socket's late event
    socket = null;
    if (waiting) {
      const { reject } = waiting;
      waiting = null;
      reject(error);
    }
  };
  const connect = () => {
    const reader = createResponseReader();
    const own = net.connect({ host: hostname, port: Number(port), noDelay: true });
    socket = own;
    own.on('data', (chunk) => {
      let statuses;
      try {
        statuses = reader.push(chunk);
      } catch (error) {
        fail(own, error);
        own.destroy();
        return;
      }
      if (statuses.length > 0 && waiting) {
        const { resolve } = waiting;
        waiting = null;
        resolve(statuses[0]);
      }
    });
    own.on('error', (error) => fail(own, error));
    own.on('close', () => fail(own, new Error('connection closed')));
  };

  return {
    send(bytes) {
      if (!socket) connect();
      return new Promise((resolve, reject) => {
        waiting = { resolve, reject };
        socket.write(bytes);
      });
    },
    close() {
      const own = socket;
      socket = null;
      own?.destroy();
    },
  };
}

export function percentile(sorted, p) {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, rank)];
}

/**
 * Runs `connections` loops for `durationMs` (or until `requests` were sent, or `stop()` answers
 * true) and reports latency percentiles in milliseconds, requests per second, how many answers
 * were not 2xx, and every latency (sorted) to pool runs with `pooled`.
 * `next(i)` gives the i-th request: { url, method?, headers?, body? }; a request whose options
 * object is the same as the previous one's reuses its bytes.
 */
export async function load({ next, connections = 10, durationMs, requests, stop }) {
  const latencies = [];
  let sent = 0;
  let errors = 0;
  const started = performance.now();
  const deadline = durationMs ? started + durationMs : Number.POSITIVE_INFINITY;
  const bytesFor = new WeakMap();
  const open = [];
  async function loop() {
    let connection = null;
    while (performance.now() < deadline && (requests === undefined || sent < requests) && !stop?.()) {
      const options = next(sent++);
      let bytes = bytesFor.get(options);
      if (!bytes) {
        bytes = requestBytes(options.url, options);
        bytesFor.set(options, bytes);
      }
      if (!connection) {
        connection = openConnection(options.url);
        open.push(connection);
      }
      const t0 = performance.now();
      try {
        const status = await connection.send(bytes);
        if (status < 200 || status >= 300) errors++;
      } catch {
        errors++;
        connection.close();
      }
      latencies.push(performance.now() - t0);
    }
  }
  await Promise.all(Array.from({ length: connections }, loop));
  const elapsedS = (performance.now() - started) / 1000;
  for (const connection of open) connection.close();
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    errors,
    rps: latencies.length / elapsedS,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    latencies,
  };
}

/** Runs of `load` taken as one: their latencies pooled, their requests and errors summed. */
export function pooled(...runs) {
  const latencies = runs.flatMap((run) => run.latencies).sort((a, b) => a - b);
  const seconds = runs.reduce((sum, run) => sum + run.requests / run.rps, 0);
  return {
    requests: latencies.length,
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
    rps: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    latencies,
  };
}
