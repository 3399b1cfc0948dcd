// Generated from contracts/safety.ts by scripts/endpointAddresses.ts (npx tsx scripts/check-generated.ts rewrites it): do not edit.
import type { EndpointAddresses } from '../endpointAddress';
import type { SAFETY_ENDPOINTS as declared } from '../safety';

export const SAFETY_ENDPOINTS: EndpointAddresses<typeof declared> = {
  report: { method: 'POST', path: '/reports' },
  myReports: { method: 'GET', path: '/reports/mine' },
  blocks: { method: 'GET', path: '/blocks' },
  block: { method: 'PUT', path: '/blocks/:handle' },
  unblock: { method: 'DELETE', path: '/blocks/:handle' },
  mutes: { method: 'GET', path: '/mutes' },
  mute: { method: 'PUT', path: '/mutes/:handle' },
  unmute: { method: 'DELETE', path: '/mutes/:handle' },
  reportQueue: { method: 'GET', path: '/moderation/reports' },
  decide: { method: 'POST', path: '/moderation/items/:itemType/:itemId/decision' },
  suspend: { method: 'POST', path: '/moderation/members/:handle/suspension' },
  reverse: { method: 'POST', path: '/moderation/decisions/:decisionId/reverse' },
  decisions: { method: 'GET', path: '/moderation/decisions' },
  notifications: { method: 'GET', path: '/notifications' },
  unread: { method: 'GET', path: '/notifications/unread-count' },
  markRead: { method: 'POST', path: '/notifications/:notificationId/read' },
  markAllRead: { method: 'POST', path: '/notifications/read-all' },
  unsubscribe: { method: 'POST', path: '/notifications/unsubscribe' },
};
