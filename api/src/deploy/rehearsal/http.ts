import { request } from 'node:http';

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** An HTTP request to `base` with the Host a browser would send for the route's host name. */
export function call(
  base: string,
  pathname: string,
  { host, method = 'GET', body }: { host?: string; method?: string; body?: unknown } = {},
): Promise<Answer> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const url = new URL(pathname, base);
    const req = request(
      url,
      {
        method,
        headers: {
          ...(host ? { host: `${host}:${url.port}` } : {}),
          ...(payload ? { 'content-type': 'application/json' } : {}),
        },
        timeout: 10_000,
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8').on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}
