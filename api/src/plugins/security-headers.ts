import fp from 'fastify-plugin';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** The parts of the host's runtime configuration (host/dist/config.json) that name other origins. */
interface HostRuntimeConfig {
  apiBase?: unknown;
  remotes?: Record<string, unknown>;
}

/** A remote's manifest URL: its release entry's `entry` (or, in an older file, the URL itself). */
function manifestUrl(remote: unknown): unknown {
  return remote && typeof remote === 'object' ? (remote as { entry?: unknown }).entry : remote;
}

/** The origins other than this one that the host's runtime configuration loads code or data from. */
export function foreignOrigins(config: HostRuntimeConfig): string[] {
  const urls = [config.apiBase, ...Object.values(config.remotes ?? {}).map(manifestUrl)];
  const origins = new Set<string>();
  for (const url of urls) {
    if (typeof url !== 'string' || !/^https?:\/\//.test(url)) continue;
    try {
      origins.add(new URL(url).origin);
    } catch {
      // Not a URL: a relative path, served from this origin.
    }
  }
  return [...origins].sort();
}

/**
 * This origin, plus the remotes' and API's origins the host is configured with: no inline or
 * eval'd script anywhere; inline styles allowed because Chakra (emotion) writes its styles at run
 * time; no framing, no plugins, no foreign form targets.
 */
export function contentSecurityPolicy(origins: string[]): string {
  const extra = origins.length ? ` ${origins.join(' ')}` : '';
  return [
    "default-src 'self'",
    `script-src 'self'${extra}`,
    `style-src 'self' 'unsafe-inline'${extra}`,
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self'${extra}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

const FIXED_HEADERS = {
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'cross-origin-opener-policy': 'same-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=()',
};

const HSTS = 'max-age=31536000; includeSubDomains';

/** Re-reads the host's config.json when it changes (a remote moved to another origin, say). */
function policyFromHostConfig(file: string): () => string {
  let seen = -1;
  let policy = contentSecurityPolicy([]);
  return () => {
    let mtime = 0;
    try {
      mtime = statSync(file).mtimeMs;
    } catch {
      mtime = 0;
    }
    if (mtime !== seen) {
      seen = mtime;
      try {
        policy = contentSecurityPolicy(foreignOrigins(JSON.parse(readFileSync(file, 'utf8'))));
      } catch {
        policy = contentSecurityPolicy([]);
      }
    }
    return policy;
  };
}

/**
 * Security headers on every answer (the apps, the API, errors, the live-update stream): CSP, no
 * framing, nosniff, no Referer, HSTS on https (the scheme the trusted proxy chain reports); API
 * answers are never stored by a browser or a proxy. Set when the request arrives, so an answer
 * written by hand (a hijacked stream takes `reply.getHeaders()`) carries them too, and again
 * before sending, so no handler drops them.
 */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance) => {
    const policy = policyFromHostConfig(path.join(app.config.appsDir, 'host', 'dist', 'config.json'));
    let checkedAt = 0;
    let current = policy();
    const setHeaders = async (request: FastifyRequest, reply: FastifyReply) => {
      const now = Date.now();
      if (now - checkedAt > 5_000) {
        checkedAt = now;
        current = policy();
      }
      reply.header('content-security-policy', current);
      reply.headers(FIXED_HEADERS);
      if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
      if (request.url === '/api' || request.url.startsWith('/api/') || request.url.startsWith('/api?'))
        reply.header('cache-control', 'no-store');
    };
    app.addHook('onRequest', setHeaders);
    app.addHook('onSend', setHeaders);
  },
  { name: 'security-headers', fastify: '5.x' },
);
