import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ErrorAnswer } from '../../../contracts/endpoint';
import { STATUS_MESSAGES, REQUEST_MESSAGES } from '../../../contracts/messages/request';
import { pathOf } from './requestLog';

/** The one error shape of /api/v1. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

export const failure = (message: string): ErrorAnswer => ({ success: false, message });

const GENERIC = STATUS_MESSAGES;

/** Maps every thrown error to `{success:false, message}` with a fitting status; never leaks internals. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    let status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    // A path that names no possible item (`/cart/items/%00`) names nothing: 404, as an unknown id does.
    if (hasZodFastifySchemaValidationErrors(error) && (error as FastifyError).validationContext === 'params') status = 404;
    // A provider that refused or could not be reached (502, 503) is said in the catalogue's words: the caller can act on it.
    if ((status === 502 || status === 503) && error instanceof HttpError) {
      request.log.warn({ status, route: pathOf(request.url) }, error.message);
      return reply.status(status).send(failure(error.message));
    }
    if (status >= 500) {
      if (isResponseSerializationError(error)) {
        // An answer that does not match its contract is a bug: logged in full, never sent.
        request.log.error(
          { err: error, issues: error.cause.issues, route: `${error.method} ${pathOf(error.url)}` },
          'answer does not match its schema',
        );
      } else {
        request.log.error({ err: error }, 'request failed');
      }
      return reply.status(500).send(failure(GENERIC[500]!));
    }
    let message = error instanceof HttpError ? error.message : (GENERIC[status] ?? GENERIC.other!);
    if (hasZodFastifySchemaValidationErrors(error)) {
      // The contract's first complaint, in the words of the message catalogue.
      message = error.validation[0]?.message ?? REQUEST_MESSAGES.invalid;
    } else if ((error as FastifyError).code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
      message = REQUEST_MESSAGES.invalidJson;
    } else if ((error as FastifyError).code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      message = REQUEST_MESSAGES.emptyJson;
    } else if (status === 429 && error.message) {
      message = error.message;
    }
    return reply.status(status).send(failure(message));
  });
}

const FRAMEWORK_ERRORS: Record<string, [number, string]> = {
  FST_ERR_BAD_URL: [400, REQUEST_MESSAGES.badUrl],
  FST_ERR_MAX_PARAM_LENGTH: [414, REQUEST_MESSAGES.urlTooLong],
};

/**
 * Fastify's `frameworkErrors`: errors its router raises before any route, hook or error handler
 * runs (an address with broken percent-encoding, a path segment over maxParamLength). Without it
 * they are answered in Fastify's own shape, with the error code and the address echoed back.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const [status, message] = FRAMEWORK_ERRORS[error.code] ?? [500, GENERIC[500]!];
  // The router fails before any onRequest hook runs, so the request id header is set here too.
  void reply.status(status).header('x-request-id', request.id).send(failure(message));
}
