import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { requestLocale } from './locale';
import { isKnownMessageKey, translate, type ApiMessageKey } from './messages';

/** A failure the client can act on: an HTTP status and the key of its message. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly messageKey: ApiMessageKey,
    /**
     * Values for the message's `{name}` placeholders, headers for the reply, and the request
     * field the refusal is about (named in the reply, for a form to mark it).
     */
    readonly extra: {
      params?: Record<string, string>;
      headers?: Record<string, string>;
      field?: string;
    } = {},
  ) {
    super(messageKey);
    this.name = 'ApiError';
  }
}

const CODE_MESSAGES: Record<string, ApiMessageKey> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'request.unsupportedMediaType',
  FST_ERR_CTP_BODY_TOO_LARGE: 'request.tooLarge',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'request.invalid',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'request.invalidBody',
  FST_ERR_CTP_INVALID_JSON_BODY: 'request.invalidJson',
};

const STATUS_MESSAGES: Record<number, ApiMessageKey> = {
  404: 'request.notFound',
  405: 'request.methodNotAllowed',
  413: 'request.tooLarge',
  415: 'request.unsupportedMediaType',
  429: 'request.tooManyRequests',
};

function sendError(
  reply: FastifyReply,
  request: FastifyRequest,
  status: number,
  key: string,
  extra: { field?: string; params?: Record<string, string> } = {},
) {
  const message = translate(key, requestLocale(request), extra.params);
  return reply
    .code(status)
    .send({ success: false, message, ...(extra.field ? { field: extra.field } : {}) });
}

/**
 * The router's own refusals, which happen before any route (and so before the error handler):
 * a malformed percent-encoding and an address part too long to be an id. Given to Fastify as
 * `frameworkErrors`, so that they too carry the API's shape and a message in the reader's language.
 */
export function sendFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  if (error.code === 'FST_ERR_BAD_URL')
    return sendError(reply, request, 400, 'request.invalidAddress');
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH')
    return sendError(reply, request, 414, 'request.invalidId');
  request.log.error({ err: error }, 'router failed');
  return sendError(reply, request, 500, 'server.error');
}

/**
 * One error handler for the whole API (DESIGN.md "Errors"): `{ success: false, message }` with
 * a message a person can act on, a 4xx for anything the client sent wrong, and a 500 only for
 * our own faults, which are logged and never described to the client.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const [issue] = error.validation;
      const path = issue?.instancePath.slice(1).replaceAll('/', '.') ?? '';
      // A query parameter is named as written (`grade`), not by the list item it split into.
      const field = error.validationContext === 'querystring' ? path.split('.')[0]! : path;
      // A strict body names the keys it does not know: say which, rather than drop them.
      if (issue?.keyword === 'unrecognized_keys' && error.validationContext !== 'querystring') {
        const keys = (issue.params as { keys?: string[] }).keys ?? [];
        const unknown = keys.map((key) => (field ? `${field}.${key}` : key)).join(', ');
        return sendError(reply, request, 400, 'request.unknownField', {
          field: unknown,
          params: { field: unknown },
        });
      }
      // An address part (an id, an e-mail) says what is wrong with it when it can.
      if (
        error.validationContext === 'params' &&
        !(issue?.message && isKnownMessageKey(issue.message))
      )
        return sendError(reply, request, 400, 'request.invalidId');
      // A misspelt query parameter (`grades=`) is named, so the reader sees which one to fix.
      if (issue?.keyword === 'unrecognized_keys') {
        const [unknown] = (issue.params as { keys?: string[] }).keys ?? [];
        if (unknown)
          return sendError(reply, request, 400, 'filter.unknownParameter', {
            field: unknown,
            params: { field: unknown },
          });
      }
      if (issue?.message && isKnownMessageKey(issue.message)) {
        return sendError(reply, request, 400, issue.message, { field, params: { field } });
      }
      return field
        ? sendError(reply, request, 400, 'request.invalidField', { field, params: { field } })
        : sendError(reply, request, 400, 'request.invalidBody');
    }
    if (error instanceof ApiError) {
      if (error.extra.headers) reply.headers(error.extra.headers);
      return sendError(reply, request, error.statusCode, error.messageKey, error.extra);
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response broke its schema');
      return sendError(reply, request, 500, 'server.error');
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      if (error instanceof SyntaxError)
        return sendError(reply, request, 400, 'request.invalidJson');
      const key =
        (error.code ? CODE_MESSAGES[error.code] : undefined) ??
        STATUS_MESSAGES[status] ??
        'request.invalid';
      return sendError(reply, request, status, key);
    }
    request.log.error({ err: error }, 'request failed');
    return sendError(reply, request, 500, 'server.error');
  });

  app.setNotFoundHandler((request, reply) => sendError(reply, request, 404, 'request.notFound'));
}
