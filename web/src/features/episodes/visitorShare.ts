import { INTERACTION_ENDPOINTS } from '@contracts/endpointAddresses/interactions';
import { VISITOR_ID_PATTERN } from '@contracts/rules';
import { callEndpoint } from '~/shared/api/client';

const VISITOR_ID_KEY = 'jnanam.visitorId';

/** A random id for this browser, made once and kept, so its shares count once per item. */
function visitorId(): string {
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

/** Counts a visitor's share of an item (once per browser); answers the item's share count. */
export const countVisitorShare = (targetType: string, targetId: string) =>
  callEndpoint(INTERACTION_ENDPOINTS.visitorShare, { params: { targetType, targetId }, body: { visitorId: visitorId() } });
