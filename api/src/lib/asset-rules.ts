// How the built front ends' files are served: which may be cached for good, which are build
// metadata, which URLs are page routes, and which precompressed variant a browser accepts.
import path from 'node:path';

/**
 * A name with an 8+ hex digit content hash before its extension (`143.0f3a9c1d.js`,
 * `assets/no-data.aae99e9d.svg`): the build gives every file that may be cached for good such a
 * name, and every other name (index.html, remoteEntry.js, mf-manifest.json, config.json) is served
 * no-cache, so the cache rule follows from the name and cannot disagree with the build.
 */
const CONTENT_HASHED = /\.[0-9a-f]{8,}\.[a-z0-9]+$/i;

export const CACHE_FOR_GOOD = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

export function cacheControlFor(file: string): string {
  return CONTENT_HASHED.test(path.basename(file)) ? CACHE_FOR_GOOD : REVALIDATE;
}

/** Source maps and the federation build statistics: served only when SERVE_SOURCE_MAPS asks. */
export function isBuildMetadata(file: string): boolean {
  const name = path.basename(file);
  return name.endsWith('.map') || name === 'mf-stats.json';
}

/**
 * A page route is a path whose last segment has no file extension (/login, /admin/doctors/42):
 * the single-page app answers it with its HTML. Anything else that is missing (/main.1a2b3c4d.js,
 * /favicon.ico) is a 404, so a stale tab asking for a chunk of an old build fails cleanly.
 */
export function isPageRoute(urlPath: string): boolean {
  const last = urlPath.slice(urlPath.lastIndexOf('/') + 1);
  return !/\.[a-z0-9]+$/i.test(last);
}

/** The types of the files the build precompresses (the identity file keeps what send() gives it). */
const TEXT_TYPES: Record<string, string> = {
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
};

export function textContentType(file: string): string | undefined {
  return TEXT_TYPES[path.extname(file).toLowerCase()];
}

export type Encoding = 'br' | 'gzip';
export const ENCODING_SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

/**
 * The encodings an Accept-Encoding header allows, best first: brotli, then gzip. `q=0` refuses an
 * encoding, `*` stands for any not named.
 */
export function acceptedEncodings(header: string | undefined): Encoding[] {
  if (!header) return [];
  const weights = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [token, ...params] = part.trim().split(';');
    if (!token) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    weights.set(token.trim(), Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (encoding: Encoding) => weights.get(encoding) ?? weights.get('*') ?? 0;
  return (['br', 'gzip'] as const).filter((encoding) => weightOf(encoding) > 0);
}
