import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** The one error shape of /api/v1 (DESIGN §4). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

export const failure = (message: string) => ({ success: false as const, message });

const GENERIC: Record<number, string> = {
  400: 'The request could not be understood. Please check what was sent.',
  401: 'Please log in to continue.',
  403: 'You are not allowed to do that.',
  404: 'Not found.',
  405: 'This method is not allowed here.',
  413: 'The request is too large (the limit is 64 KiB).',
  415: 'Please send JSON (Content-Type: application/json).',
  429: 'Too many requests. Please wait a moment and try again.',
};

/** Maps every thrown error to `{success:false, message}` with a fitting status; never leaks internals. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send(failure('Something went wrong on our side. Please try again.'));
    }
    let message = error instanceof HttpError ? error.message : (GENERIC[status] ?? 'The request could not be completed.');
    if ((error as FastifyError).code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
      message = 'The request body is not valid JSON.';
    } else if ((error as FastifyError).code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      message = 'The request body is empty; please send a JSON object.';
    } else if (status === 429 && error.message) {
      message = error.message;
    }
    return reply.status(status).send(failure(message));
  });
}

const FRAMEWORK_ERRORS: Record<string, [number, string]> = {
  FST_ERR_BAD_URL: [400, 'The address is not valid.'],
  FST_ERR_MAX_PARAM_LENGTH: [414, 'The address is too long.'],
};

/**
 * Fastify's `frameworkErrors`: errors its router raises before any route, hook or error handler
 * runs (an address with broken percent-encoding, a path segment over maxParamLength). Without it
 * they are answered in Fastify's own shape, with the error code and the address echoed back.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const [status, message] = FRAMEWORK_ERRORS[error.code] ?? [500, 'Something went wrong on our side. Please try again.'];
  // The router fails before any onRequest hook runs, so the request id header is set here too.
  void reply.status(status).header('x-request-id', request.id).send(failure(message));
}
