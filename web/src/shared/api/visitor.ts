import { INTERACTION_ENDPOINTS } from '@contracts/endpointAddresses/interactions';
import { VISITOR_ID_PATTERN } from '@contracts/rules';
import { callEndpoint } from './client';

const VISITOR_ID_KEY = 'jnanam.visitorId';

/** A random id for this browser, made once and kept, so a visitor's shares and daily views count once. */
export function visitorId(): string {
  try {
    const kept = window.localStorage.getItem(VISITOR_ID_KEY);
    if (kept && VISITOR_ID_PATTERN.test(kept)) return kept;
  } catch {
    // No storage (a private mode): a fresh id each time; the address's write limit still holds.
  }
  const made = Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
  try {
    window.localStorage.setItem(VISITOR_ID_KEY, made);
  } catch {
    // As above.
  }
  return made;
}

/** Counts a view of an item: the member's, or this browser's; once a day either way. */
export const countView = (targetType: string, targetId: string, isMember: boolean) =>
  isMember
    ? callEndpoint(INTERACTION_ENDPOINTS.view, { params: { targetType, targetId } })
    : callEndpoint(INTERACTION_ENDPOINTS.visitorView, { params: { targetType, targetId }, body: { visitorId: visitorId() } });

/** Counts a share of an item: every press of a member's, a visitor's once per browser. */
export const countShare = (targetType: string, targetId: string, isMember: boolean) =>
  isMember
    ? callEndpoint(INTERACTION_ENDPOINTS.share, { params: { targetType, targetId } })
    : callEndpoint(INTERACTION_ENDPOINTS.visitorShare, { params: { targetType, targetId }, body: { visitorId: visitorId() } });
