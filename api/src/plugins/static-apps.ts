import { existsSync, type Stats, statSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  acceptedEncodings,
  cacheControlFor,
  ENCODING_SUFFIX,
  isBuildMetadata,
  isPageRoute,
  textContentType,
} from '../lib/asset-rules.js';
import { failure } from '../wire/envelope.js';

/** A remote's name in a URL (`/remotes/<name>/`): its folder is `remote-<name>` beside the host. */
const REMOTE_NAME = /^[a-z][a-z0-9-]{0,39}$/;
/** A release folder's name: a semver version (`0.2.0`, `1.0.0-canary.1`). */
const RELEASE = /^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/;

export interface StaticAppsOptions {
  /** The folder holding host/dist, remote-<name>/dist and remote-<name>/releases/<version>. */
  appsDir: string;
  /** Serve source maps and mf-stats.json (SERVE_SOURCE_MAPS); hidden by default. */
  serveSourceMaps?: boolean;
}

function fileStat(full: string): Stats | null {
  try {
    const stat = statSync(full);
    return stat.isFile() ? stat : null;
  } catch {
    return null;
  }
}

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
  return fileStat(full) ? path.relative(root, full) : null;
}

/**
 * Sends a built file with the cache rule its name implies and, when the browser accepts it, the
 * brotli or gzip file the build wrote beside it (never one older than the file itself, say a
 * config.json edited after the build).
 */
function send(request: FastifyRequest, reply: FastifyReply, root: string, file: string) {
  reply.header('cache-control', cacheControlFor(file));
  const full = path.join(root, file);
  const type = textContentType(file);
  if (type) {
    const modified = fileStat(full)?.mtimeMs ?? Number.POSITIVE_INFINITY;
    const variants = (['br', 'gzip'] as const).filter(
      (encoding) => (fileStat(full + ENCODING_SUFFIX[encoding])?.mtimeMs ?? -1) >= modified,
    );
    if (variants.length > 0) {
      reply.header('vary', 'Accept-Encoding');
      const encoding = acceptedEncodings(request.headers['accept-encoding']).find((e) =>
        variants.includes(e),
      );
      if (encoding) {
        reply.header('content-type', type);
        reply.header('content-encoding', encoding);
        return reply.sendFile(file + ENCODING_SUFFIX[encoding], root, {
          cacheControl: false,
          contentType: false,
        });
      }
    }
  }
  return reply.sendFile(file, root, { cacheControl: false });
}

function isFolder(full: string): boolean {
  try {
    return statSync(full).isDirectory();
  } catch {
    return false;
  }
}

/**
 * Where `/remotes/<name>/<rest>` is: a kept release (`<rest>` = `<version>/<file>`) under
 * `remote-<name>/releases/<version>/`, else the remote's working build in `remote-<name>/dist/`.
 * Any remote folder is served, so a new remote needs no change here.
 */
function remoteRoot(appsDir: string, name: string, rest: string): { root: string; file: string } | null {
  if (!REMOTE_NAME.test(name)) return null;
  const remoteDir = path.join(appsDir, `remote-${name}`);
  const [first, ...inside] = rest.split('/');
  if (first && RELEASE.test(first) && isFolder(path.join(remoteDir, 'releases', first))) {
    return { root: path.join(remoteDir, 'releases', first), file: inside.join('/') };
  }
  return { root: path.join(remoteDir, 'dist'), file: rest };
}

/**
 * Serves the built front ends beside the API: host/dist at /, remote-<name>/dist at
 * /remotes/<name>/ and every kept release of a remote at /remotes/<name>/<version>/. A page route (a path without a file extension) gets the host's page: the
 * prerendered `<route>.html` when the build made one (login.html for /login), else index.html;
 * any other missing file is a 404. Folders are looked up per request, so a missing build is
 * skipped and a later one is picked up without a restart.
 */
export async function staticAppsPlugin(app: FastifyInstance, opts: StaticAppsOptions) {
  const hostRoot = path.join(opts.appsDir, 'host', 'dist');
  const servable = (file: string | null) =>
    file !== null && (opts.serveSourceMaps || !isBuildMetadata(file)) ? file : null;
  const notFound = (reply: FastifyReply) => reply.status(404).send(failure(404, 'Not found'));
  await app.register(fastifyStatic, { root: opts.appsDir, serve: false });

  app.get('/remotes/:name/*', { schema: { hide: true } }, (request, reply) => {
    const { name, '*': rest } = request.params as { name: string; '*': string };
    const where = remoteRoot(opts.appsDir, name, rest);
    const file = where ? servable(fileIn(where.root, where.file)) : null;
    if (!where || !file) return notFound(reply);
    return send(request, reply, where.root, file);
  });

  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    const urlPath = request.url.split('?')[0] ?? '/';
    if (urlPath === '/api' || urlPath.startsWith('/api/') || urlPath.startsWith('/remotes/')) {
      return reply.status(404).send(failure(404, `No route GET ${urlPath}`));
    }
    if (!existsSync(hostRoot)) return reply.status(404).send(failure(404, 'The host app is not built'));
    const file = servable(fileIn(hostRoot, urlPath));
    if (file) return send(request, reply, hostRoot, file);
    if (!isPageRoute(urlPath)) return notFound(reply);
    const prerendered = urlPath.length > 1 ? fileIn(hostRoot, `${urlPath.replace(/\/+$/, '')}.html`) : null;
    return send(request, reply, hostRoot, prerendered ?? 'index.html');
  });
}
