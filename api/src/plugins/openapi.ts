import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { documentedSchema } from '../lib/openapi-operations.js';

/**
 * The OpenAPI document, generated from the route schemas: UI at /api/docs, JSON at /api/docs/json.
 * Every operation's operationId, tag and 4xx answers are derived here (./openapi-operations.ts),
 * not written in each route file; `pnpm --filter @telehealth/api test openapi` lints the document
 * with Redocly's recommended rules and compiles a client generated from it.
 */
export const openapiPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Telehealth admin API',
          version: '0.1.0',
          description:
            'Every answer is an envelope `{status, message, data}`; errors have `data: null` and the reason in `message`. Dates are ISO 8601 UTC strings, money is dollars with two decimals.',
        },
        // Paths carry their /api prefix, so the document works from whatever origin serves it.
        servers: [{ url: '/', description: 'The origin serving this document' }],
        components: {
          securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
        },
        security: [{ bearer: [] }],
      },
      transform: ({ schema, url, route }) => ({
        schema: documentedSchema(schema, { method: route.method, url, config: route.config }),
        url,
      }),
    });
    await app.register(swaggerUi, {
      routePrefix: '/api/docs',
      uiConfig: { docExpansion: 'list', deepLinking: true },
      staticCSP: false,
    });
  },
  { name: 'openapi', fastify: '5.x' },
);
