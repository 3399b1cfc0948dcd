import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_ENDPOINTS } from '../../../contracts/api';
import { API_PREFIX } from '../../../contracts/endpoint';
import { LIMIT_MESSAGES } from '../../../contracts/messages/limits';
import { createLimiter, type RateLimitStore } from './rateLimit';

/** Kinds of writes, each with its own budget: a like costs little, an order calls the payment provider. */
export type WriteKind = 'marks' | 'posts' | 'orders' | 'account' | 'guide' | 'desk';

export interface WriteLimit {
  /** Writes of this kind from one client address in the window (members and visitors together). */
  perAddress: number;
  /** Writes of this kind by one member in the window, from any address. */
  perMember: number;
  windowMs: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The README's limits table says the same; an address has room for a household or an office of members. */
export const DEFAULT_WRITE_LIMITS: Record<WriteKind, WriteLimit> = {
  marks: { perAddress: 300, perMember: 60, windowMs: MINUTE },
  posts: { perAddress: 300, perMember: 60, windowMs: HOUR },
  orders: { perAddress: 120, perMember: 30, windowMs: HOUR },
  account: { perAddress: 120, perMember: 30, windowMs: HOUR },
  // Each question may call the language model: a conversation's pace, not a script's.
  guide: { perAddress: 60, perMember: 20, windowMs: MINUTE },
  // Staff work through a morning's orders and enquiries; each answer or step sends an e-mail, a refund calls the provider.
  desk: { perAddress: 600, perMember: 300, windowMs: HOUR },
};

/**
 * Every write endpoint of /api/v1 and its kind. `own`: limited by its own, stricter limiters
 * (sign-up, login, password reset, the contact form); `exempt`: Razorpay's webhook, which comes
 * from Razorpay's few addresses and is refused unread without its signature.
 */
export const WRITE_KIND: Record<string, WriteKind | 'own' | 'exempt'> = {
  'POST /user/register': 'own',
  'POST /user/login': 'own',
  'POST /user/token/refresh': 'own',
  'POST /user/logout': 'marks',
  'POST /user/like-unlike-stream': 'marks',
  'POST /user/save-unsave-stream': 'marks',
  'POST /user/share-stream': 'marks',
  'POST /user/add-comment-to-stream': 'posts',
  'POST /user/add-reply-to-stream-comment': 'posts',
  'POST /user/like-unlike-stream-comment': 'marks',
  'POST /enquiries': 'own',
  'POST /interactions/:targetType/:targetId/like': 'marks',
  'POST /interactions/:targetType/:targetId/save': 'marks',
  'POST /interactions/:targetType/:targetId/share': 'marks',
  'POST /interactions/:targetType/:targetId/visitor-share': 'marks',
  'POST /interactions/:targetType/:targetId/view': 'marks',
  'POST /interactions/:targetType/:targetId/visitor-view': 'marks',
  'POST /interactions/:targetType/:targetId/rating': 'marks',
  'POST /learning/:targetType/:targetId/playbacks': 'marks',
  'POST /learning/playbacks/:playbackId/progress': 'marks',
  'POST /learning/:targetType/:targetId/completion': 'marks',
  'POST /interactions/:targetType/:targetId/comments': 'posts',
  'DELETE /interactions/comments/:commentId': 'posts',
  'POST /uploads': 'posts',
  'PUT /books/:bookId/my-review': 'posts',
  'DELETE /books/:bookId/my-review': 'posts',
  'POST /cart/quote': 'marks',
  'PUT /cart/items/:bookId': 'marks',
  'DELETE /cart/items/:bookId': 'marks',
  'POST /cart/merge': 'marks',
  'POST /book-orders': 'orders',
  'POST /payments/orders/:orderId/verify': 'marks',
  'POST /payments/webhooks/razorpay': 'exempt',
  'POST /donations': 'orders',
  'POST /memberships/orders': 'orders',
  'POST /account/password/forgot': 'own',
  'POST /account/password/reset': 'own',
  'POST /account/password': 'account',
  'POST /account/email': 'account',
  'POST /account/email/confirm': 'own',
  'POST /account/email/confirmation': 'account',
  'POST /account/email-preferences': 'account',
  'POST /account/sessions/end-all': 'account',
  'POST /account/delete': 'account',
  'POST /insights/my-articles': 'posts',
  // The editor saves as the member types (debounced): as frequent as quick actions.
  'PUT /insights/my-articles/:articleId': 'marks',
  'POST /insights/my-articles/:articleId/publish': 'posts',
  'POST /insights/my-articles/:articleId/unpublish': 'posts',
  'DELETE /insights/my-articles/:articleId': 'posts',
  'PUT /insights/authors/:personId/follow': 'marks',
  'DELETE /insights/authors/:personId/follow': 'marks',
  'PUT /community/me': 'account',
  'PUT /community/profiles/:handle/follow': 'marks',
  'DELETE /community/profiles/:handle/follow': 'marks',
  'POST /community/posts': 'posts',
  'PUT /community/posts/:postId': 'posts',
  'DELETE /community/posts/:postId': 'posts',
  'PUT /community/comments/:commentId': 'posts',
  'DELETE /community/comments/:commentId': 'posts',
  'POST /community/stories': 'posts',
  'DELETE /community/stories/:storyId': 'posts',
  'POST /community/tribes': 'posts',
  'PUT /community/tribes/:slug/membership': 'marks',
  'DELETE /community/tribes/:slug/membership': 'marks',
  'PUT /community/events/:eventId/attendance': 'marks',
  'DELETE /community/events/:eventId/attendance': 'marks',
  'POST /reports': 'posts',
  'PUT /blocks/:handle': 'marks',
  'DELETE /blocks/:handle': 'marks',
  'PUT /mutes/:handle': 'marks',
  'DELETE /mutes/:handle': 'marks',
  'POST /moderation/items/:itemType/:itemId/decision': 'marks',
  'POST /moderation/members/:handle/suspension': 'marks',
  'POST /moderation/decisions/:decisionId/reverse': 'marks',
  'POST /notifications/:notificationId/read': 'marks',
  'POST /notifications/read-all': 'marks',
  'POST /notifications/unsubscribe': 'account',
  // Messages have their own stricter count per member (30 a minute) besides these.
  'POST /messages/conversations': 'marks',
  'POST /messages/conversations/:conversationId/messages': 'marks',
  'POST /messages/conversations/:conversationId/images': 'posts',
  'POST /messages/conversations/:conversationId/read': 'marks',
  'POST /messages/conversations/:conversationId/typing': 'marks',
  'POST /messages/read-all': 'marks',
  'PUT /messages/messages/:messageId/reaction': 'marks',
  'DELETE /messages/messages/:messageId/reaction': 'marks',
  'DELETE /messages/messages/:messageId': 'marks',
  'POST /guide/answers': 'guide',
  'DELETE /guide/questions/:questionId': 'marks',
  'POST /desk/enquiries/:enquiryId/answer': 'desk',
  'PUT /desk/enquiries/:enquiryId/status': 'desk',
  'PUT /desk/enquiries/:enquiryId/assignee': 'desk',
  'POST /desk/book-orders/:orderId/stage': 'desk',
  'POST /desk/book-orders/:orderId/refund': 'desk',
  'POST /desk/donations/:donationId/resend-receipt': 'desk',
  'POST /desk/memberships/:membershipId/extend': 'desk',
  'POST /desk/memberships/:membershipId/end': 'desk',
  'POST /desk/donations/:donationId/form-10be/pdf': 'desk',
  'POST /desk/donations/:donationId/form-10be/send': 'desk',
};

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Every write endpoint the contracts declare must have a kind, so a new one cannot go unlimited. */
export function unclassifiedWrites(): string[] {
  return API_ENDPOINTS.filter((e) => WRITE_METHODS.has(e.method))
    .map((e) => `${e.method} ${e.path}`)
    .filter((key) => !(key in WRITE_KIND));
}

export function resolveWriteLimits(overrides: Partial<Record<WriteKind, Partial<WriteLimit>>> = {}, scale = 1) {
  const limits = {} as Record<WriteKind, WriteLimit>;
  for (const kind of Object.keys(DEFAULT_WRITE_LIMITS) as WriteKind[]) {
    const limit = { ...DEFAULT_WRITE_LIMITS[kind], ...overrides[kind] };
    limits[kind] = { ...limit, perAddress: Math.ceil(limit.perAddress * scale), perMember: Math.ceil(limit.perMember * scale) };
  }
  return limits;
}

const kindOf = (request: FastifyRequest) => {
  if (!WRITE_METHODS.has(request.method)) return undefined;
  const kind = WRITE_KIND[`${request.method} ${(request.routeOptions.url ?? '').slice(API_PREFIX.length)}`];
  return kind === 'own' || kind === 'exempt' ? undefined : kind;
};

/**
 * Puts the /api/v1 plugin's writes under their kind's limits: per address as the request arrives
 * (before its body is read), per member once the route has identified the member.
 */
export function registerWriteLimits(api: FastifyInstance, store: RateLimitStore, limits: Record<WriteKind, WriteLimit>) {
  const unclassified = unclassifiedWrites();
  if (unclassified.length > 0) throw new Error(`Write endpoints without a rate-limit kind (auth/writeLimits.ts): ${unclassified.join(', ')}`);
  const limiter = (kind: WriteKind, scope: 'address' | 'member') =>
    createLimiter(store, {
      max: scope === 'address' ? limits[kind].perAddress : limits[kind].perMember,
      timeWindowMs: limits[kind].windowMs,
      key: (request) => `write-${kind}:${scope === 'address' ? request.ip : `member-${request.auth?.member.id}`}`,
      message: (retryAfterSeconds) => LIMIT_MESSAGES.tooManyWrites(kind, scope, retryAfterSeconds),
    });
  const perAddress = Object.fromEntries((Object.keys(limits) as WriteKind[]).map((kind) => [kind, limiter(kind, 'address')]));
  const perMember = Object.fromEntries((Object.keys(limits) as WriteKind[]).map((kind) => [kind, limiter(kind, 'member')]));
  api.addHook('onRequest', async (request, reply) => {
    const kind = kindOf(request);
    if (kind) await perAddress[kind]!(request, reply);
  });
  api.addHook('preHandler', async (request, reply) => {
    const kind = kindOf(request);
    if (kind && request.auth) await perMember[kind]!(request, reply);
  });
}
