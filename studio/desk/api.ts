import { API_PREFIX, type EndpointAddress, type EndpointAnswer, pathOfEndpoint, type PathInput } from '../../contracts/endpointAddress';
import { studioToken } from '../local/authStore';

/** A refusal the desk shows as it is: the server's own words. */
export class DeskError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Calls a desk endpoint of /api/v1 with the Studio's staff session (the same token its own calls
 * carry), typed from the endpoint's contract. Refusals come back as DeskError with the server's message.
 */
export async function callDesk<A extends EndpointAddress>(endpoint: A, input: PathInput & { body?: unknown } = {}): Promise<EndpointAnswer<A>> {
  const token = studioToken();
  const response = await fetch(`${API_PREFIX}${pathOfEndpoint(endpoint, input)}`, {
    method: endpoint.method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(input.body !== undefined ? { 'content-type': 'application/json' } : {}) },
    ...(input.body !== undefined ? { body: JSON.stringify(input.body) } : {}),
  });
  const answer = (await response.json().catch(() => null)) as { success?: boolean; message?: string } | null;
  if (!response.ok || !answer?.success) throw new DeskError(response.status, answer?.message ?? `The server answered ${response.status}.`);
  return answer as EndpointAnswer<A>;
}
