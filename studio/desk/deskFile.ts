import { API_PREFIX, type EndpointAddress, pathOfEndpoint, type PathInput } from '../../contracts/endpointAddress';
import { studioToken } from '../local/authStore';
import { DeskError } from './api';

/**
 * Calls a desk endpoint that answers a file (a PDF) with the Studio's staff session and hands it to
 * the browser as a download under the name the server gave it. Refusals come back as DeskError with
 * the server's message, as from callDesk.
 */
export async function downloadFromDesk(endpoint: EndpointAddress, input: PathInput & { body: unknown }): Promise<string> {
  const token = studioToken();
  const response = await fetch(`${API_PREFIX}${pathOfEndpoint(endpoint, input)}`, {
    method: endpoint.method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'content-type': 'application/json' },
    body: JSON.stringify(input.body),
  });
  if (!response.ok) {
    const answer = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new DeskError(response.status, answer?.message ?? `The server answered ${response.status}.`);
  }
  const fileName = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'download.pdf';
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click's task ends; the address is then let go.
  setTimeout(() => URL.revokeObjectURL(url), 0);
  return fileName;
}
