import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { API_ENDPOINTS } from '../../../contracts/api';
import { API_PREFIX } from '../../../contracts/endpoint';
import { ACCOUNT_MESSAGES } from '../../../contracts/messages/account';
import type { Database } from '../db/schema';
import { HttpError } from '../http/errors';
import { emailConfirmed } from './emailConfirmation';

/**
 * The writes that put a member's words before other members (posts, comments, replies, reviews,
 * stories, tribes, published articles, messages — and so the @mentions in them, which e-mail the
 * mentioned). Each can make the site send e-mail to strangers, so an address nobody has proven
 * could use the site as a relay; until the member opens the confirmation link these answer 403.
 * Reading, liking, saving, following, reporting and asking the guide stay open to everyone signed in.
 */
export const CONFIRMED_ONLY: readonly string[] = [
  'POST /user/add-comment-to-stream',
  'POST /user/add-reply-to-stream-comment',
  'POST /interactions/:targetType/:targetId/comments',
  'PUT /books/:bookId/my-review',
  'POST /insights/my-articles/:articleId/publish',
  'POST /community/posts',
  'PUT /community/posts/:postId',
  'PUT /community/comments/:commentId',
  'POST /community/stories',
  'POST /community/tribes',
  'POST /messages/conversations',
  'POST /messages/conversations/:conversationId/messages',
  'POST /messages/conversations/:conversationId/images',
];

/** Endpoints in the list that the contracts do not declare, or that do not declare the 403 they may answer. */
export function undeclaredConfirmedOnly(): string[] {
  return CONFIRMED_ONLY.filter((key) => {
    const endpoint = API_ENDPOINTS.find((e) => `${e.method} ${e.path}` === key);
    return !endpoint || !(403 in endpoint.responses);
  });
}

const keyOf = (request: FastifyRequest) => `${request.method} ${(request.routeOptions.url ?? '').slice(API_PREFIX.length)}`;

/**
 * Puts the list under the check: after the route has found the member (and validated the body, so
 * a bad input still hears what is wrong with it), a member whose address is unproven is refused.
 */
export function registerConfirmedOnly(api: FastifyInstance, db: Kysely<Database>) {
  const undeclared = undeclaredConfirmedOnly();
  if (undeclared.length) throw new Error(`Endpoints for confirmed members only must be in the contracts with a 403 answer: ${undeclared.join(', ')}`);
  const guarded = new Set(CONFIRMED_ONLY);
  api.addHook('preHandler', async (request) => {
    if (!request.auth || !guarded.has(keyOf(request))) return;
    if (!(await emailConfirmed(db, request.auth.member.id))) throw new HttpError(403, ACCOUNT_MESSAGES.confirmToWrite(request.auth.member.email));
  });
}
