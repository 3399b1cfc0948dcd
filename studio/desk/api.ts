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

/**
 * Downloads a desk file (a CSV export, a packing slip) with the staff session: a plain link would carry no token,
 * so the file is fetched, then saved under the name the server gives it.
 */
export async function downloadDesk<A extends EndpointAddress>(endpoint: A, input: PathInput = {}): Promise<void> {
  const token = studioToken();
  const response = await fetch(`${API_PREFIX}${pathOfEndpoint(endpoint, input)}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!response.ok) {
    const answer = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new DeskError(response.status, answer?.message ?? `The server answered ${response.status}.`);
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'desk-file';
  const link = document.createElement('a');
  link.href = URL.createObjectURL(await response.blob());
  link.download = name;
  link.click();
  // Given back once the click's download has taken the file.
  setTimeout(() => URL.revokeObjectURL(link.href));
}
