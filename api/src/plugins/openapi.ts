import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { appPlugin } from '../lib/plugin.js';

/** The OpenAPI document, generated from the route schemas: UI at /api/docs, JSON at /api/docs/json. */
export const openapiPlugin = appPlugin(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Telehealth admin API',
        version: '0.1.0',
        description:
          'Every answer is an envelope `{status, message, data}`; errors have `data: null`. Dates are ISO 8601 UTC strings, money is dollars with two decimals.',
      },
      servers: [],
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      },
      security: [{ bearer: [] }],
    },
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    uiConfig: { docExpansion: 'list', deepLinking: true },
    staticCSP: false,
  });
}, 'openapi');
