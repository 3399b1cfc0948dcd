import type { GuideAskBody, GuideEventData, GuideEventName } from '@contracts/guide';
import { GUIDE_ENDPOINTS } from '@contracts/endpointAddresses/guide';
import { GUIDE_MESSAGES } from '@contracts/messages/guide';
import { API_BASE } from '../api/client';
import { renewSession } from '../api/renewal';
import { readStoredSession } from '../session/storage';

export type GuideListener = <K extends GuideEventName>(event: K, data: GuideEventData<K>) => void;

/** Splits the stream's text into events; answers what is left (an event not yet complete). */
function readEvents(buffer: string, listener: GuideListener): string {
  let end: number;
  while ((end = buffer.indexOf('\n\n')) >= 0) {
    const block = buffer.slice(0, end);
    buffer = buffer.slice(end + 2);
    let event = '';
    let data = '';
    for (const line of block.split('\n')) {
      if (line.startsWith('event:')) event = line.slice(6).trim();
      else if (line.startsWith('data:')) data += line.slice(5).trim();
    }
    if (event && data) listener(event as GuideEventName, JSON.parse(data) as never);
  }
  return buffer;
}

/**
 * Asks the guide and calls `listener` with each event of the streamed answer as it arrives. The
 * member's session goes in the Authorization header (their question is kept for them); a token
 * that ran out is renewed once. Throws with the server's message when the question is refused.
 */
export async function askGuide(body: GuideAskBody, listener: GuideListener, signal?: AbortSignal, renewed = false): Promise<void> {
  const { token, userType } = readStoredSession();
  const headers: Record<string, string> = { Accept: 'text/event-stream', 'Content-Type': 'application/json', userType };
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${GUIDE_ENDPOINTS.ask.path}`, { method: 'POST', headers, body: JSON.stringify(body), signal, cache: 'no-store' });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new Error(GUIDE_MESSAGES.failed, { cause });
  }
  if (response.status === 401 && token && !renewed) {
    await renewSession(API_BASE, token);
    return askGuide(body, listener, signal, true);
  }
  if (!response.ok || !response.body) {
    const answer = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new Error(answer?.message ?? GUIDE_MESSAGES.failed);
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer = readEvents(buffer + value, listener);
  }
}
