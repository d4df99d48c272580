import type { FastifyPluginAsync } from 'fastify';

/**
 * Marks a plugin as application-wide: its decorators and hooks reach every route, as
 * fastify-plugin does (Fastify honours this symbol).
 */
export function appPlugin<T extends FastifyPluginAsync<never>>(plugin: T, name: string): T {
  Object.assign(plugin, { [Symbol.for('skip-override')]: true, [Symbol.for('fastify.display-name')]: name });
  return plugin;
}
