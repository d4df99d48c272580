import type { FastifyError, FastifyInstance } from 'fastify';
import { HttpError } from '../lib/http-error.js';
import { appPlugin } from '../lib/plugin.js';
import { failure } from './envelope.js';

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

/**
 * One place where every failure becomes an envelope: known errors keep their status and message,
 * bad input is a 4xx with a readable message, anything unexpected a 500 without details.
 */
export const errorsPlugin = appPlugin(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
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
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send(failure(500, 'Something went wrong!'));
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send(failure(404, `No route ${request.method} ${request.url.split('?')[0]}`));
  });
}, 'errors');
