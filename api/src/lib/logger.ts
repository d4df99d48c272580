import type { FastifyServerOptions } from 'fastify';
import { serializeError } from './safe-error.js';

/**
 * Pino options: secrets and personal data never reach the log. Bodies are not logged at all, URLs
 * lose their query string (searches may hold a patient's name), errors lose whatever may quote a
 * value (a failed query's parameters, PostgreSQL's detail: see serializeError), and known secret
 * keys are redacted wherever a log call passes them.
 */
export function loggerOptions(
  level: string,
  stream?: { write(line: string): void },
): FastifyServerOptions['logger'] {
  const secrets = [
    'password',
    'current_password',
    'new_password',
    'token',
    'refresh_token',
    'otp',
    'code',
    'session_id',
    'email',
    'full_name',
    'phone',
    'dob',
    'address',
  ];
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        ...secrets,
        ...secrets.map((key) => `*.${key}`),
      ],
      censor: '[redacted]',
    },
    serializers: {
      err: serializeError,
      req(request) {
        return {
          method: request.method,
          url: request.url.split('?')[0],
          remoteAddress: request.ip,
        };
      },
    },
  };
}
