// Generated from contracts/messaging.ts by scripts/endpointAddresses.ts (npx tsx scripts/check-generated.ts rewrites it): do not edit.
import type { EndpointAddresses } from '../endpointAddress';
import type { MESSAGING_ENDPOINTS as declared } from '../messaging';

export const MESSAGING_ENDPOINTS: EndpointAddresses<typeof declared> = {
  conversations: { method: 'GET', path: '/messages/conversations' },
  unread: { method: 'GET', path: '/messages/unread' },
  open: { method: 'POST', path: '/messages/conversations' },
  conversation: { method: 'GET', path: '/messages/conversations/:conversationId' },
  send: { method: 'POST', path: '/messages/conversations/:conversationId/messages' },
  sendImage: { method: 'POST', path: '/messages/conversations/:conversationId/images' },
  read: { method: 'POST', path: '/messages/conversations/:conversationId/read' },
  typing: { method: 'POST', path: '/messages/conversations/:conversationId/typing' },
  linkOptions: { method: 'GET', path: '/messages/link-options' },
  readAll: { method: 'POST', path: '/messages/read-all' },
  react: { method: 'PUT', path: '/messages/messages/:messageId/reaction' },
  unreact: { method: 'DELETE', path: '/messages/messages/:messageId/reaction' },
  remove: { method: 'DELETE', path: '/messages/messages/:messageId' },
  image: { method: 'GET', path: '/messages/images/:name' },
};
