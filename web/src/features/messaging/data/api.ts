import type { ConversationFilter, MessageLinkType, MessageReactionName } from '@contracts/messagingRules';
import type { EndpointAnswer } from '~/shared/api/client';
import { API_BASE, callEndpoint } from '~/shared/api/client';
import { ApiError } from '~/shared/api/ApiError';
import { renewSession } from '~/shared/api/renewal';
import { MESSAGING_ENDPOINTS as M } from '@contracts/endpointAddresses/messaging';
import { readStoredSession } from '~/shared/session/storage';

export type ConversationsAnswer = EndpointAnswer<typeof M.conversations>;
export type ConversationAnswer = EndpointAnswer<typeof M.conversation>;

export const fetchConversations = (filter: ConversationFilter, q: string) => callEndpoint(M.conversations, { query: { filter, ...(q ? { q } : {}) } });
export const fetchConversation = (conversationId: string, before?: string) => callEndpoint(M.conversation, { params: { conversationId }, query: before ? { before } : {} });
export const openConversation = (handle: string) => callEndpoint(M.open, { body: { handle } });
export const sendText = async (conversationId: string, text: string, link?: { type: MessageLinkType; id: string }) =>
  (await callEndpoint(M.send, { params: { conversationId }, body: { ...(text.trim() ? { text } : {}), ...(link ? { link } : {}) } })).message;
export const fetchLinkOptions = async (type: MessageLinkType, q: string) => (await callEndpoint(M.linkOptions, { query: { type, ...(q ? { q } : {}) } })).links;
export const markRead = (conversationId: string) => callEndpoint(M.read, { params: { conversationId } });
export const markAllRead = () => callEndpoint(M.readAll);
export const sendTyping = (conversationId: string) => callEndpoint(M.typing, { params: { conversationId } });
export const react = async (messageId: string, reaction: MessageReactionName | null) =>
  (reaction ? await callEndpoint(M.react, { params: { messageId }, body: { reaction } }) : await callEndpoint(M.unreact, { params: { messageId } })).message;
export const deleteMessage = (messageId: string, scope: 'everyone' | 'me') => callEndpoint(M.remove, { params: { messageId }, query: { for: scope } });

/** fetch with the session's token, renewed once when it has run out (pictures and forms do not go through the JSON client). */
async function withSession(path: string, init: RequestInit = {}): Promise<Response> {
  for (let attempt = 0; ; attempt++) {
    const { token } = readStoredSession();
    const response = await fetch(`${API_BASE}${path}`, { ...init, headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...init.headers } }).catch(() => {
      throw new ApiError(0, undefined, 'Could not reach the server.');
    });
    if (response.status !== 401 || attempt > 0 || !token || (await renewSession(API_BASE, token)) !== 'renewed') return response;
  }
}

/** Sends a picture with optional text (multipart); answers the new message. */
export async function sendPicture(conversationId: string, file: File, text: string) {
  const form = new FormData();
  if (text.trim()) form.append('text', text);
  form.append('file', file);
  const response = await withSession(M.sendImage.path.replace(':conversationId', encodeURIComponent(conversationId)), { method: 'POST', body: form });
  const payload = (await response.json().catch(() => null)) as (EndpointAnswer<typeof M.sendImage> & { message?: unknown }) | { success: false; message?: string } | null;
  if (!response.ok || !payload?.success) throw new ApiError(response.status, typeof payload?.message === 'string' ? payload.message : undefined, 'The picture could not be sent.');
  return payload.message;
}

/** A private message picture as an object URL (it is served only with the member's session). */
export async function pictureUrl(address: string): Promise<string> {
  if (!address.startsWith(API_BASE)) return address;
  const response = await withSession(address.slice(API_BASE.length));
  if (!response.ok) throw new ApiError(response.status, undefined, 'The picture could not be loaded.');
  return URL.createObjectURL(await response.blob());
}
