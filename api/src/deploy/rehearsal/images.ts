import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_DIR } from '../../config.js';

/** What the final stage of a Dockerfile makes of an image: its process, environment and files. */
export interface ImageRecipe {
  dockerfile: string;
  base: string;
  workdir: string;
  env: Record<string, string>;
  entrypoint: string[] | null;
  cmd: string[] | null;
  /** EXPOSE: the ports the image's process listens on. */
  exposed: number[];
  /** COPY lines: `from` is a build stage (or null: the build context), `source` a path in it. */
  copies: { from: string | null; source: string; target: string }[];
}

/** The instructions of a Dockerfile, continuation lines joined, comments dropped. */
function instructions(text: string): { op: string; rest: string }[] {
  return text
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [op, ...rest] = line.split(/\s+/);
      return { op: op.toUpperCase(), rest: rest.join(' ') };
    });
}

/** `ENV A=1 B="two words"` (and the old `ENV A 1`). */
function parseEnv(rest: string): Record<string, string> {
  const env: Record<string, string> = {};
  if (!rest.includes('=')) {
    const [name, ...value] = rest.split(/\s+/);
    env[name] = value.join(' ');
    return env;
  }
  for (const match of rest.matchAll(/([A-Za-z_][A-Za-z0-9_]*)=("(?:[^"\\]|\\.)*"|\S*)/g)) {
    env[match[1]] = match[2].startsWith('"') ? JSON.parse(match[2]) : match[2];
  }
  return env;
}

/** Reads the final stage of a Dockerfile of the repository, with its build arguments substituted. */
export function readDockerfile(relative: string, args: Record<string, string> = {}): ImageRecipe {
  const all = instructions(readFileSync(path.join(REPO_DIR, relative), 'utf8'));
  const lastFrom = all.map((i) => i.op).lastIndexOf('FROM');
  const substitute = (text: string) =>
    text.replace(/\$\{?([A-Za-z_][A-Za-z0-9_]*)\}?/g, (m, name) => args[name] ?? m);
  const recipe: ImageRecipe = {
    dockerfile: relative,
    base: all[lastFrom].rest.split(/\s+/)[0],
    workdir: '/',
    env: {},
    entrypoint: null,
    cmd: null,
    exposed: [],
    copies: [],
  };
  for (const { op, rest } of all.slice(lastFrom + 1)) {
    const text = substitute(rest);
    if (op === 'WORKDIR') recipe.workdir = path.posix.resolve(recipe.workdir, text);
    else if (op === 'ENV') Object.assign(recipe.env, parseEnv(text));
    else if (op === 'CMD') recipe.cmd = JSON.parse(text);
    else if (op === 'ENTRYPOINT') recipe.entrypoint = JSON.parse(text);
    else if (op === 'EXPOSE')
      recipe.exposed.push(...text.split(/\s+/).map((port) => Number.parseInt(port, 10)));
    else if (op === 'COPY') {
      const parts = text.split(/\s+/);
      const from = parts.find((p) => p.startsWith('--from='))?.slice('--from='.length) ?? null;
      const paths = parts.filter((p) => !p.startsWith('--'));
      const target = paths.pop()!;
      for (const source of paths) recipe.copies.push({ from, source, target });
    }
  }
  return recipe;
}

/** What a base image contributes that its Dockerfile does not say: its process, when none is set. */
export const BASE_IMAGES: Record<string, { cmd: string[]; entrypoint: string[] | null }> = {
  'nginxinc/nginx-unprivileged': { cmd: ['nginx', '-g', 'daemon off;'], entrypoint: null },
  nginx: { cmd: ['nginx', '-g', 'daemon off;'], entrypoint: null },
  node: { cmd: ['node'], entrypoint: null },
};

export function baseImage(recipe: ImageRecipe) {
  const name = recipe.base.split(':')[0];
  const base = BASE_IMAGES[name];
  if (!base)
    throw new Error(`${recipe.dockerfile}: the rehearsal does not know what base image ${name} runs`);
  return base;
}

/**
 * The image a manifest names, found by its repository's last segment: `…/api` is api/Dockerfile,
 * `…/host` host/Dockerfile, `…/remote-<name>` deploy/remote.Dockerfile built with REMOTE=<name>.
 * Its tag is the release it was built from.
 */
export function imageRecipe(image: string): ImageRecipe & { name: string; tag: string } {
  if (/^nginx:/.test(image)) return { ...stockImage(image), name: 'nginx', tag: image.split(':')[1] };
  const at = image.lastIndexOf(':');
  const repository = at > image.lastIndexOf('/') ? image.slice(0, at) : image;
  const tag = at > image.lastIndexOf('/') ? image.slice(at + 1) : 'latest';
  const name = repository.split('/').pop()!;
  const remote = /^(?:telehealth-)?remote-([a-z][a-z0-9-]*)$/.exec(name);
  if (remote) return { ...readDockerfile('deploy/remote.Dockerfile', { REMOTE: remote[1] }), name, tag };
  if (/^(?:telehealth-)?api$/.test(name)) return { ...readDockerfile('api/Dockerfile'), name, tag };
  if (/^(?:telehealth-)?host$/.test(name)) return { ...readDockerfile('host/Dockerfile'), name, tag };
  throw new Error(`image ${image}: no Dockerfile of the repository builds it`);
}

/** A stock image the repository does not build (compose's gateway): its base alone. */
function stockImage(image: string): ImageRecipe {
  return {
    dockerfile: image,
    base: image,
    workdir: '/',
    env: {},
    entrypoint: null,
    cmd: null,
    exposed: [80],
    copies: [],
  };
}
