// The front end's types of the API's answers, generated from the OpenAPI document the route
// schemas make, and committed to shared/ so the apps read them without running the API.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import openapiTS from 'openapi-typescript';
import { PERMISSIONS } from '../lib/permissions.js';

const repoDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Where the generated types live: shared's contracts, which every app imports. */
export const API_TYPES_FILE = path.join(repoDir, 'shared/src/contracts/api.generated.ts');

/** Where the permission names live for the front end (menus, tests): shared's contracts too. */
export const PERMISSION_NAMES_FILE = path.join(repoDir, 'shared/src/contracts/permissions.generated.ts');

export const REGENERATE = 'pnpm gen:api-types';

const HEADER = `// Generated from the API's OpenAPI document by \`${REGENERATE}\` (api/src/contract/): do not edit.
// Change the API's route schemas, then run \`${REGENERATE}\` and commit this file; the API's
// tests fail while it differs from what the document generates.
`;

/** The OpenAPI document the app serves at /api/docs/json. */
export async function openapiDocument(app: FastifyInstance): Promise<Record<string, unknown>> {
  const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
  if (res.statusCode !== 200) throw new Error(`GET /api/docs/json answered ${res.statusCode}`);
  return res.json();
}

/** The TypeScript of `doc` through openapi-typescript, under a header saying how it is made. */
export async function renderApiTypes(doc: Record<string, unknown>): Promise<string> {
  return HEADER + (await openapiTS(doc as unknown as Parameters<typeof openapiTS>[0]));
}

/** The permission matrix's names (api/src/lib/permissions.ts) as a module the front end can import. */
export function renderPermissionNames(): string {
  const names = PERMISSIONS.map((name) => `  '${name}',`).join('\n');
  return `// Generated from the API's permission matrix (api/src/lib/permissions.ts) by \`${REGENERATE}\`: do not
// edit. Change the matrix, then run \`${REGENERATE}\` and commit this file; the API's tests fail while
// it differs.

/** Every permission the API knows: what a \`remote.json\` section and an admin's session name. */
export const PERMISSIONS = [
${names}
] as const;

export type Permission = (typeof PERMISSIONS)[number];
`;
}
