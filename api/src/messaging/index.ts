import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Authenticator } from '../auth/authenticate';
import type { AppConfig } from '../config';
import { DEFAULT_UPLOAD_LIMITS } from '../config';
import type { Database } from '../db/schema';
import type { PublishedContent } from '../content/dataset';
import type { MemberDataRegistry } from '../members/dataRegistry';
import type { LiveBus } from '../live/bus';
import type { PictureFiles } from '../uploads/pictureFiles';
import { createLiveHub, type LiveHub } from '../live/hub';
import { scheduleLiveEventPruning } from '../live/prune';
import { liveStreamRoutes } from '../live/stream';
import { registerMessagingMemberData } from './memberData';
import type { Notify } from './messages';
import { createMessaging, messagingRoutes } from './routes';
import { sendWelcome } from './welcome';

declare module 'fastify' {
  interface FastifyInstance {
    /** Members' live events: other features record their own kinds here (see live/hub.ts). */
    live: LiveHub;
  }
}

/**
 * Live updates and messaging: the bus between instances (LISTEN/NOTIFY on PostgreSQL, in-process on
 * SQLite), the live hub on `app.live`, the messaging services and their member data. Its `routes`
 * go inside the /api/v1 scope; `welcome` runs after each sign-up.
 */
export async function setUpMessaging(
  app: FastifyInstance,
  { db, bus, config, content, members, pictures, notify }: { db: Kysely<Database>; bus: LiveBus; config: AppConfig; content: PublishedContent; members: MemberDataRegistry; pictures: PictureFiles; notify?: Notify },
) {
  const hub = createLiveHub(db, bus);
  app.decorate('live', hub);
  if (config.scheduledJobs) {
    const stop = scheduleLiveEventPruning(db, app.log);
    app.addHook('onClose', async () => stop());
  }
  const messaging = createMessaging({ db, hub, content, pictures, uploadLimits: config.uploadLimits, notify });
  registerMessagingMemberData(members, messaging.images);
  const maxImageBytes = config.uploadLimits?.maxFileBytes ?? DEFAULT_UPLOAD_LIMITS.maxFileBytes;
  return {
    hub,
    messaging,
    async routes(api: FastifyInstance, authenticator: Authenticator) {
      await messagingRoutes(api, { messaging, maxImageBytes });
      await liveStreamRoutes(api, { hub, authenticator, ...config.liveStreams });
    },
    /** The community account's welcome to a new member; a failure is logged, never the sign-up's. */
    async welcome(memberId: number) {
      try {
        await sendWelcome(db, { ...messaging, content }, memberId);
      } catch (error) {
        app.log.error({ err: error }, 'the welcome message could not be sent');
      }
    },
  };
}
