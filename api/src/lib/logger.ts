import { type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from 'fastify';
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

/** The probes' paths: asked every few seconds by every kubelet and load balancer. */
const PROBES = new Set(['/api/health', '/api/health/live', '/api/health/ready']);
const isProbe = (request: FastifyRequest) => PROBES.has(request.url.split('?')[0]);

/**
 * Fastify's request lines, with the probes' at debug instead of info: at the default level the
 * log holds the requests people and the front end make, not one line pair per probe every few
 * seconds. A probe whose answer fails to go out is still logged as an error.
 */
export class ProbesAtDebug extends LogController {
  override incomingRequest(request: FastifyRequest, reply: FastifyReply, metadata?: Record<string, unknown>) {
    if (!isProbe(request)) return super.incomingRequest(request, reply, metadata);
    if (!this.isLogDisabled(request)) request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
    metadata?: Record<string, unknown>,
  ) {
    if (error || !isProbe(request)) return super.requestCompleted(error, request, reply, metadata);
    if (!this.isLogDisabled(request))
      reply.log.debug({ res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}
