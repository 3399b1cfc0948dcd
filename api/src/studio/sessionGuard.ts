/**
 * The staff check of the Studio's backend, answering a refusal as Sanity's API does. A token that
 * no longer lets its member in (expired, or its login ended) gets Sanity's ended-session code: the
 * Studio keeps the edit such a request carried and sends it again after a new login, where any
 * other 401 makes it throw the edit away.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Authenticator } from '../auth/authenticate';
import { tokenFromHeader } from '../auth/authenticate';
import { HttpError } from '../http/errors';

export const SESSION_ENDED_CODE = 'SIO-401-AEX';

export function studioSessionGuard(requireStaff: Authenticator['requireStaff']) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    try {
      await requireStaff(request);
    } catch (error) {
      if (!(error instanceof HttpError) || error.statusCode !== 401) throw error;
      const ended = tokenFromHeader(request.headers.authorization) !== null;
      return reply.status(401).send({
        success: false,
        statusCode: 401,
        error: 'Unauthorized',
        message: error.message,
        ...(ended ? { errorCode: SESSION_ENDED_CODE } : {}),
      });
    }
  };
}
