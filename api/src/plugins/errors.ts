import fp from 'fastify-plugin';
import type { Socket } from 'node:net';
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifyServerOptions,
} from 'fastify';
import { databaseErrorCode, isDatabaseUnavailable, UNAVAILABLE_MESSAGE } from '../lib/db-errors.js';
import { HttpError } from '../lib/http-error.js';
import { failure } from '../wire/envelope.js';

interface ValidationIssue {
  instancePath?: string;
  message?: string;
  keyword?: string;
  params?: Record<string, unknown>;
}

/** Turns an ajv issue into a sentence an administrator can read. */
function describe(issue: ValidationIssue, context: string | undefined): string {
  const field = issue.instancePath?.replace(/^\//, '').replace(/\//g, '.') || '';
  if (issue.keyword === 'required') return `${String(issue.params?.missingProperty)} is required`;
  if (issue.keyword === 'additionalProperties') {
    return `${String(issue.params?.additionalProperty)} is not allowed`;
  }
  const subject = field || (context === 'body' ? 'The request body' : (context ?? 'The request'));
  return `${subject} ${issue.message ?? 'is invalid'}`;
}

/** Seconds a client is told to wait (Retry-After) while the database or the server is away. */
const RETRY_AFTER_SECONDS = '5';

/** The errors Fastify answers before any route or hook runs (a URL it cannot decode, a path parameter too long). */
function frameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_BAD_URL') {
    return reply.status(400).send(failure(400, 'The request URL is not valid (bad percent-encoding)'));
  }
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return reply.status(414).send(failure(414, 'The request URL is too long'));
  }
  return reply.status(500).send(failure(500, 'Something went wrong!'));
}

/** A raw HTTP answer on the socket, in the envelope, for requests Node's parser refused. */
function writeRaw(socket: Socket, status: number, reason: string, message: string) {
  const body = JSON.stringify(failure(status, message));
  socket.write(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
  );
}

/**
 * Requests Node's HTTP parser refuses before Fastify sees them: headers beyond the size limit
 * (431, or 414 when it is the request line that is too long), a request that took too long to
 * arrive (408), anything malformed (400).
 */
function clientError(error: Error & { code?: string; rawPacket?: unknown }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (socket.writable) {
    if (error.code === 'HPE_HEADER_OVERFLOW') {
      const raw = Buffer.isBuffer(error.rawPacket) ? error.rawPacket : null;
      const firstLineEnd = raw?.indexOf('\r\n') ?? -1;
      if (raw && (firstLineEnd === -1 || firstLineEnd > 8 * 1024)) {
        writeRaw(socket, 414, 'URI Too Long', 'The request URL is too long');
      } else {
        writeRaw(socket, 431, 'Request Header Fields Too Large', 'The request headers are too large');
      }
    } else if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
      writeRaw(socket, 408, 'Request Timeout', 'The request took too long to arrive');
    } else {
      writeRaw(socket, 400, 'Bad Request', 'The request is not valid HTTP');
    }
  }
  socket.destroy(error);
}

/**
 * Fastify options that bring its own answers into the envelope; spread into the app's options.
 * The 503 while closing is answered by the hook in errorsPlugin instead of Fastify's plain one.
 */
export const envelopeFrameworkOptions: Pick<
  FastifyServerOptions,
  'frameworkErrors' | 'clientErrorHandler' | 'return503OnClosing'
> = {
  frameworkErrors: frameworkError,
  clientErrorHandler: clientError,
  return503OnClosing: false,
};

/**
 * One place where every failure becomes an envelope: known errors keep their status and message,
 * bad input is a 4xx with a readable message, the database away a 503 (without a stack in the
 * log), anything unexpected a 500 without details.
 */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    let closing = false;
    app.addHook('preClose', async () => {
      closing = true;
    });
    // A request still arriving on a kept-alive connection while the server closes.
    app.addHook('onRequest', async (_request, reply) => {
      if (!closing) return;
      reply.header('connection', 'close').header('retry-after', RETRY_AFTER_SECONDS);
      return reply.status(503).send(failure(503, UNAVAILABLE_MESSAGE));
    });

    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof HttpError) {
        if (error.headers) reply.headers(error.headers);
        return reply.status(error.statusCode).send(failure(error.statusCode, error.message, error.errors));
      }
      if (error.validation) {
        const message = describe(error.validation[0] as ValidationIssue, error.validationContext);
        return reply.status(400).send(failure(400, message));
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        const message =
          error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
            ? 'The request body is not valid JSON'
            : error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
              ? 'The request body is empty'
              : error.message;
        return reply.status(status).send(failure(status, message));
      }
      if (isDatabaseUnavailable(error)) {
        request.log.warn({ error_code: databaseErrorCode(error) }, 'database unavailable');
        reply.header('retry-after', RETRY_AFTER_SECONDS);
        return reply.status(503).send(failure(503, UNAVAILABLE_MESSAGE));
      }
      request.log.error({ err: error }, 'unexpected error');
      return reply.status(500).send(failure(500, 'Something went wrong!'));
    });

    app.setNotFoundHandler((request, reply) => {
      reply.status(404).send(failure(404, `No route ${request.method} ${request.url.split('?')[0]}`));
    });
  },
  { name: 'errors', fastify: '5.x' },
);
