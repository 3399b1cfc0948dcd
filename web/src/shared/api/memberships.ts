import useSWR from 'swr';
import type { MembershipOrderBody } from '@contracts/memberships';
import { MEMBERSHIP_ENDPOINTS } from '@contracts/endpointAddresses/memberships';
import { useSession } from '../session/useSession';
import { callEndpoint, endpointPath } from './client';

/** The member's membership (the header and the membership page read it); null for a visitor. */
export function useMyMembership() {
  const { token } = useSession();
  // The token is part of the key: another member logging in must not see this one's membership.
  // The header asks on every page: a stale token refused here is not the member's action, so it
  // does not end the session with a message (their next action, or Log Out, deals with it).
  return useSWR(token ? [endpointPath(MEMBERSHIP_ENDPOINTS.me), token] : null, () => callEndpoint(MEMBERSHIP_ENDPOINTS.me, { expectUnauthorized: true }), {
    shouldRetryOnError: false,
    revalidateOnFocus: false,
  });
}

/** Creates the order for a plan and period; the server computes the amount. */
export const createMembershipOrder = (choice: MembershipOrderBody) => callEndpoint(MEMBERSHIP_ENDPOINTS.order, { body: choice });
