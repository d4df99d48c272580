import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest } from '../lib/http-error.js';
import { isStorableText } from '../lib/input-limits.js';

/** The first text in `value` (keys included) the database could not store, as a dotted path. */
export function firstUnstorableText(value: unknown, root: string): string | null {
  // Iterative, so a deeply nested body cannot exhaust the stack.
  const join = (path: string, key: string | number) => (path === '' ? String(key) : `${path}.${key}`);
  const pending: [unknown, string][] = [[value, root]];
  while (pending.length) {
    const [item, path] = pending.pop() as [unknown, string];
    if (typeof item === 'string') {
      if (!isStorableText(item)) return path;
    } else if (Array.isArray(item)) {
      for (let i = 0; i < item.length; i++) pending.push([item[i], join(path, i)]);
    } else if (item !== null && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) {
        if (!isStorableText(key)) return path;
        pending.push([child, join(path, key)]);
      }
    }
  }
  return null;
}

function check(request: FastifyRequest) {
  const found =
    firstUnstorableText(request.params, '') ??
    firstUnstorableText(request.query, '') ??
    firstUnstorableText(request.body, '');
  if (found !== null) {
    throw badRequest(`${found || 'The request'} holds a character that is not allowed`);
  }
}

/**
 * Refuses, before any route sees it, text that PostgreSQL cannot store (a NUL byte, a lone UTF-16
 * surrogate) anywhere in the path parameters, query string or body: a 400 naming the field.
 */
export const textGuardPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', async (request) => check(request));
  },
  { name: 'text-guard', fastify: '5.x' },
);
