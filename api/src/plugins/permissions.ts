import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden, HttpError } from '../lib/http-error.js';
import { wantsCsv } from '../lib/list-export.js';
import { forbiddenMessage, type Permission, permissionsOf } from '../lib/permissions.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The permission (lib/permissions.ts) a signed-in admin's role must hold to call the route.
     * Every non-public /api route declares one: a route without is refused to everyone.
     */
    permission?: Permission;
    /** A list route that also answers CSV: the permission its CSV export needs besides `permission`. */
    exportPermission?: Permission;
    /** Open to a session limited to enrolling a second factor (who am I, sign out, the enrolment). */
    duringEnrolment?: boolean;
  }
}

/** Whether the signed-in admin of the request holds `permission` (false without a session). */
export function can(request: FastifyRequest, permission: Permission): boolean {
  return request.admin ? permissionsOf(request.admin.role).has(permission) : false;
}

/** Refuses (403, the admin stays signed in) unless the request's admin holds `permission`. */
export function requirePermission(request: FastifyRequest, permission: Permission): void {
  if (!can(request, permission)) throw forbidden(forbiddenMessage(permission));
}

export const ENROL_FIRST_MESSAGE =
  'Set up your second factor first: your role requires one before you can do anything else';

/** The enrolment-only refusal's `errors.reason`: the client shows the enrolment instead of the screen. */
export const ENROLMENT_REASON = 'second_factor_enrolment_required';

export const UNDECLARED_MESSAGE = 'This call declares no permission, so no administrator may use it';

/**
 * Least privilege, deny by default: after the session gate (plugins/auth.ts) has set
 * `request.admin`, the route's declared permission is looked up in the admin's role, in memory (no
 * query). A route that declares none is refused to everyone, so a forgotten declaration fails
 * closed, and the OpenAPI test walks the document for it.
 */
export const permissionsPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', async (request) => {
      if (!request.admin) return; // a public route (or no /api route at all): the gate let it through
      const config = request.routeOptions.config;
      if (!config?.permission) throw forbidden(UNDECLARED_MESSAGE);
      requirePermission(request, config.permission);
      if (request.admin.enrolOnly && config.duringEnrolment !== true)
        throw new HttpError(403, ENROL_FIRST_MESSAGE, { reason: ENROLMENT_REASON });
      if (config.exportPermission && wantsCsv(request)) requirePermission(request, config.exportPermission);
    });
  },
  { name: 'permissions', fastify: '5.x' },
);
