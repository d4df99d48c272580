import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { failure } from './envelope.js';

export const REMOTES = ['people', 'commerce', 'catalog', 'inbox'] as const;

/** Entry files keep their names across builds, so browsers must revalidate them. */
const NO_CACHE = new Set(['index.html', 'config.json', 'mf-manifest.json', 'remoteEntry.js']);

/** The file under `root` a URL path names, or null (missing, a folder, or outside root). */
function fileIn(root: string, urlPath: string): string | null {
  let relative: string;
  try {
    relative = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const full = path.resolve(root, `.${path.posix.normalize(`/${relative}`)}`);
  if (full !== root && !full.startsWith(root + path.sep)) return null;
  try {
    return statSync(full).isFile() ? path.relative(root, full) : null;
  } catch {
    return null;
  }
}

function send(reply: FastifyReply, root: string, file: string) {
  const cache = NO_CACHE.has(path.basename(file)) ? 'no-cache' : 'public, max-age=31536000, immutable';
  reply.header('cache-control', cache);
  return reply.sendFile(file, root, { cacheControl: false });
}

/**
 * Serves the built front ends beside the API: host/dist at / (with the SPA fallback to
 * index.html) and remote-<name>/dist at /remotes/<name>/. Folders are looked up per request, so
 * a missing build is skipped and a later one is picked up without a restart.
 */
export async function staticAppsPlugin(app: FastifyInstance, opts: { appsDir: string }) {
  const hostRoot = path.join(opts.appsDir, 'host', 'dist');
  await app.register(fastifyStatic, { root: opts.appsDir, serve: false });

  app.get('/remotes/:name/*', { schema: { hide: true } }, (request, reply) => {
    const { name, '*': rest } = request.params as { name: string; '*': string };
    const root = path.join(opts.appsDir, `remote-${name}`, 'dist');
    const file = (REMOTES as readonly string[]).includes(name) ? fileIn(root, rest) : null;
    if (!file) return reply.status(404).send(failure(404, 'Not found'));
    return send(reply, root, file);
  });

  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    const urlPath = request.url.split('?')[0];
    if (urlPath === '/api' || urlPath.startsWith('/api/') || urlPath.startsWith('/remotes/')) {
      return reply.status(404).send(failure(404, `No route GET ${urlPath}`));
    }
    if (!existsSync(hostRoot)) return reply.status(404).send(failure(404, 'The host app is not built'));
    const file = fileIn(hostRoot, urlPath);
    return send(reply, hostRoot, file ?? 'index.html');
  });
}
