import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createHmac, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { API_PREFIX } from '../../../contracts/endpoint';
import { LEARNING_ENDPOINTS } from '../../../contracts/learning';
import { type PlayableType, publicMediaUrl, SIGNED_MEDIA_SECONDS } from '../../../contracts/learningRules';
import { LEARNING_MESSAGES } from '../../../contracts/messages/learning';
import { clock } from '../clock';
import { HttpError } from '../http/errors';
import { routeSchema } from '../http/routeSchema';
import type { PublishedContent } from '../content/dataset';
import { findPlayable } from './items';

const messages = LEARNING_MESSAGES;

/** Where premium items' clips are kept: beside the public media library, never served from /media. */
export const premiumMediaDir = (contentDir: string) => path.join(contentDir, 'premium-media');

export interface LearningMediaDeps {
  content: PublishedContent;
  contentDir: string;
  serverSecret: string | Uint8Array;
  hasPremium: (memberId: number) => Promise<boolean>;
}

/**
 * A signed address names the item (in the path), the member it was given to and its end (in the
 * token); the signature, an HMAC with a key of its own derived from the server's secret and cut to
 * 128 bits, covers all four, so an address cannot be made, moved to another item or lengthened
 * without the secret, and it stops working after SIGNED_MEDIA_SECONDS.
 */
export function createMediaSigner(serverSecret: string | Uint8Array) {
  const key = createHmac('sha256', serverSecret).update('learning-media').digest();
  const mac = (type: string, id: string, member: string, ends: string) =>
    createHmac('sha256', key).update([type, id, member, ends].join('\n')).digest().subarray(0, 16).toString('base64url');
  return {
    sign(type: PlayableType, id: string, memberId: number, expiresMs: number) {
      const ends = Math.ceil(expiresMs / 1000).toString(36);
      return `${memberId}.${ends}.${mac(type, id, String(memberId), ends)}`;
    },
    /** True when the token was made for this item and has not expired. */
    verify(type: PlayableType, id: string, token: string): boolean {
      const [member, ends, signature, extra] = token.split('.');
      if (!member || !ends || !signature || extra !== undefined) return false;
      const expected = Buffer.from(mac(type, id, member, ends));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return false;
      return parseInt(ends, 36) * 1000 > clock.nowMs();
    },
  };
}

/**
 * GET /learning/{type}/{id}/playback tells the player where an item's clip is: a free item's
 * public /media address, or, for a premium item and a member whose premium membership is current,
 * a signed address (…/media/{token}) that streams the file from the premium library (Range
 * requests answered, never cached by shared caches). Visitors are asked to log in, free members
 * to upgrade; a guessed or expired address gets 403.
 */
export async function learningMediaRoutes(app: FastifyInstance, deps: LearningMediaDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const signer = createMediaSigner(deps.serverSecret);
  const E = LEARNING_ENDPOINTS;
  const premiumDir = premiumMediaDir(deps.contentDir);

  api.get(E.playback.path, { schema: routeSchema(E.playback) }, async (request) => {
    const { targetType, targetId } = request.params;
    const item = findPlayable(deps.content, targetType, targetId);
    const file = item?.video?.file;
    if (!item || !file) throw new HttpError(404, messages.noItem);
    if (!item.premium) return { success: true as const, url: publicMediaUrl(file), premium: false, expiresAt: null };
    const member = request.auth?.member;
    if (!member) throw new HttpError(401, messages.premiumLogin);
    if (!(await deps.hasPremium(member.id))) throw new HttpError(403, messages.premiumUpgrade);
    const expiresMs = clock.nowMs() + SIGNED_MEDIA_SECONDS * 1000;
    const token = signer.sign(targetType, targetId, member.id, expiresMs);
    return { success: true as const, url: `${API_PREFIX}/learning/${targetType}/${encodeURIComponent(targetId)}/media/${token}`, premium: true, expiresAt: new Date(expiresMs).toISOString() };
  });

  // Its own scope, so reply.sendFile (answering Range requests) serves the premium library only here.
  await api.register(async (scope) => {
    await scope.register(fastifyStatic, { root: premiumDir, serve: false, acceptRanges: true, cacheControl: false, etag: true, lastModified: true });
    scope.withTypeProvider<ZodTypeProvider>().get(E.media.path, { schema: routeSchema(E.media) }, async (request, reply) => {
      const { targetType, targetId, token } = request.params;
      if (!signer.verify(targetType, targetId, token)) throw new HttpError(403, messages.mediaRefused);
      const item = findPlayable(deps.content, targetType, targetId);
      const file = item?.premium ? item.video?.file : undefined;
      if (!file || !fs.existsSync(path.join(premiumDir, file))) throw new HttpError(404, messages.noItem);
      reply.header('Cache-Control', 'private, no-store');
      return reply.sendFile(file);
    });
  });
}
