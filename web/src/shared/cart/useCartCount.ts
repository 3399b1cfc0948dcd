import { useSyncExternalStore } from 'react';
import useSWR from 'swr';
import { useSession } from '../session/useSession';
import { countOf, memberCartKey } from './cartKey';
import { loadMemberCart } from './memberCart';
import { visitorCart } from './visitorCart';

/**
 * The number of books in the reader's cart, for the header: a visitor's from the browser, a
 * member's from the server. Undefined on the server and while hydrating (neither is known there),
 * and while a member's cart is on its way.
 */
export function useCartCount(): number | undefined {
  const { token } = useSession();
  const local = useSyncExternalStore(visitorCart.subscribe, visitorCart.snapshot, () => undefined);
  const member = useSWR(token ? memberCartKey(token) : null, loadMemberCart);
  if (token) return member.data && countOf(member.data.lines);
  return local && countOf(local);
}
