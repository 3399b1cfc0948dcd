/**
 * The account, project and bookkeeping calls the Studio makes besides reading and writing
 * documents: who the current user is and what the dataset lets them do, the project and its
 * datasets, features, per-user settings, and the presence and telemetry services, which
 * this store does not keep. Each gets the smallest answer in Sanity's shape that lets the Studio
 * work without errors: staff may do everything, no feature flags (the history is history.ts's).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LOCAL_DATASET, LOCAL_PROJECT_ID } from '../content';

/** How a staff account appears to the Studio (user ids are strings there). */
export const studioUserId = (memberId: number) => `staff${memberId}`;

export function currentUserOf(request: FastifyRequest) {
  const member = request.auth?.member;
  if (!member) return null;
  return {
    id: studioUserId(member.id),
    name: `${member.firstName} ${member.lastName}`.trim(),
    email: member.email,
    role: 'administrator',
    roles: [{ name: 'administrator', title: 'Administrator' }],
    provider: 'jnanam',
  };
}

/** Staff may read, create, update, publish and see history of every document. */
const STAFF_GRANTS = [{ filter: '_id in path("**")', permissions: ['read', 'create', 'update', 'history', 'publish', 'manage'] }];

const PROJECT = (request: FastifyRequest) => ({
  id: LOCAL_PROJECT_ID,
  displayName: 'Jnanam',
  studioHost: null,
  organizationId: null,
  isBlocked: false,
  isDisabled: false,
  isDisabledByUser: false,
  metadata: {},
  features: [],
  pendingInvites: 0,
  members: [{ id: currentUserOf(request)?.id, role: 'administrator', roles: [{ name: 'administrator', title: 'Administrator' }], isCurrentUser: true, isRobot: false }],
});

type Req = FastifyRequest<{ Params: Record<string, string>; Body: unknown }>;

export function registerProjectAnswers(studio: FastifyInstance) {
  const settings = new Map<string, unknown>();

  studio.get('/:version/users/me', async (request) => currentUserOf(request));
  studio.get('/:version/projects/:projectId', async (request) => PROJECT(request));
  studio.get('/:version/projects/:projectId/datasets', async () => [{ name: LOCAL_DATASET, aclMode: 'public', createdAt: null, datasetProfile: 'content' }]);
  studio.get('/:version/projects/:projectId/datasets/:dataset/acl', async () => STAFF_GRANTS);
  studio.get('/:version/projects/:projectId/grants', async () => ({
    organization: null,
    project: { [LOCAL_PROJECT_ID]: [{ grants: [{ name: 'sanity.project', params: {} }], config: {} }] },
  }));
  studio.get('/:version/projects/:projectId/user-applications', async () => []);
  studio.get('/:version/features', async () => []);
  studio.get('/:version/features/:feature', async () => ({ enabled: false }));

  // Per-user Studio settings (last-used views, favourites): kept while the server runs. The keys
  // are one wildcard, not a `:param`: the Studio asks for several at once, past the router's
  // 100-character limit on a parameter.
  studio.get('/:version/users/me/keyvalue/*', async (request: Req) =>
    (request.params['*'] ?? '').split(',').map((key) => ({ key, value: settings.get(`${currentUserOf(request)?.id}:${key}`) ?? null })),
  );
  studio.put('/:version/users/me/keyvalue', async (request: Req) => {
    const pairs = Array.isArray(request.body) ? request.body : [];
    return pairs
      .filter((pair): pair is { key: string; value: unknown } => typeof pair === 'object' && pair !== null && typeof pair.key === 'string')
      .map(({ key, value }) => {
        settings.set(`${currentUserOf(request)?.id}:${key}`, value);
        return { key, value };
      });
  });

  // The history (history.ts) is read through transactions and documents, as the Studio's legacy
  // timeline does; the events API is a Content Lake service this store does not keep.
  studio.get('/:version/data/history/:dataset/events/documents/:id', async (request: Req) => ({ events: { [request.params.id ?? '']: [] }, nextCursor: null }));

  // Sanity's upsell, trial and announcement journeys answer null for a project that has none, and
  // the Studio then shows nothing; its help menu shows the version and no linked resources.
  studio.get('/:version/journey/*', async (_request, reply) => reply.type('application/json; charset=utf-8').send('null'));
  studio.get('/:version/help', async () => ({ resources: { sectionArray: [] } }));

  // Telemetry is declined; presence has nothing to report.
  studio.get('/:version/intake/telemetry-status', async () => ({ status: 'denied' }));
  studio.post('/:version/intake/batch', async (_request, reply) => reply.status(204).send());
  studio.get('/:version/presence/:dataset', async () => []);
}
