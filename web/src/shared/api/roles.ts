import useSWR from 'swr';
import { ROLE_ENDPOINTS } from '@contracts/endpointAddresses/roles';
import { useSession } from '../session/useSession';
import { callEndpoint, endpointPath } from './client';

/**
 * The member's role as the server reads it from the database (what the browser keeps of the
 * member could be edited by anyone at the keyboard); undefined for a visitor and until it is known.
 */
export function useMyRole() {
  const { token } = useSession();
  // The token is in the key: another member logging in on this browser is asked about afresh.
  const { data } = useSWR(token ? [endpointPath(ROLE_ENDPOINTS.myRole), token] : null, () => callEndpoint(ROLE_ENDPOINTS.myRole, { expectUnauthorized: true }), {
    shouldRetryOnError: false,
    revalidateOnFocus: false,
  });
  return data?.data.role;
}
