import { useEffect, useRef } from 'react';
import type { LiveEventData, LiveEventName } from '@contracts/live';
import { LIVE_ENDPOINTS } from '@contracts/endpointAddresses/live';
import { LAST_EVENT_ID_HEADER } from '@contracts/messagingRules';
import { API_BASE } from '../api/client';
import { renewSession } from '../api/renewal';
import { readStoredSession } from '../session/storage';

/**
 * The member's live events, one connection per tab however many parts of the page listen. The
 * stream is read with fetch so that the session goes in the Authorization header (an EventSource
 * could only put it in the address, which logs keep). It reconnects by itself with the id of the
 * last event received, so nothing sent meanwhile is missed; a refused token is renewed first.
 */
type Listener = (data: unknown) => void;

const listeners = new Map<string, Set<Listener>>();
const RETRY_MS = [500, 1000, 2000, 5000, 10_000];

let controller: AbortController | null = null;
let lastEventId: string | null = null;
let attempt = 0;

function dispatch(event: string, data: unknown) {
  for (const listener of listeners.get(event) ?? []) listener(data);
}

/** Splits the text of the stream into events; answers what is left over (an event not yet complete). */
function readEvents(buffer: string): string {
  let end: number;
  while ((end = buffer.indexOf('\n\n')) >= 0) {
    const block = buffer.slice(0, end);
    buffer = buffer.slice(end + 2);
    let event = 'message';
    let data = '';
    let id: string | null = null;
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event') event = value;
      else if (field === 'data') data += value;
      else if (field === 'id') id = value;
    }
    if (id !== null) lastEventId = id;
    if (data) {
      try {
        dispatch(event, JSON.parse(data));
      } catch {
        // A malformed event is dropped; the next one still arrives.
      }
    }
  }
  return buffer;
}

async function connect(own: AbortController): Promise<void> {
  const { token } = readStoredSession();
  if (!token) return;
  const headers: Record<string, string> = { Accept: 'text/event-stream', Authorization: `Bearer ${token}` };
  if (lastEventId) headers[LAST_EVENT_ID_HEADER] = lastEventId;
  try {
    const response = await fetch(`${API_BASE}${LIVE_ENDPOINTS.stream.path}`, { headers, signal: own.signal, cache: 'no-store' });
    if (response.status === 401) {
      // The access token ran out: renew it (once for the whole tab) and come back with the new one.
      if ((await renewSession(API_BASE, token)) === 'ended') return;
    } else if (response.ok && response.body) {
      attempt = 0;
      dispatch('open', null);
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = '';
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer = readEvents(buffer + value);
      }
    }
  } catch {
    if (own.signal.aborted) return;
  }
  if (own.signal.aborted) return;
  dispatch('lost', null);
  const delay = RETRY_MS[Math.min(attempt++, RETRY_MS.length - 1)]!;
  setTimeout(() => {
    if (controller === own) void connect(own);
  }, delay);
}

function start() {
  if (controller || typeof window === 'undefined') return;
  const own = new AbortController();
  controller = own;
  void connect(own);
}

function stopIfUnused() {
  if ([...listeners.values()].some((set) => set.size > 0)) return;
  controller?.abort();
  controller = null;
  // Nobody listens (the member logged out): the next member's stream starts afresh.
  lastEventId = null;
}

/** The connection's own moments besides the server's events: connected, and connection lost (it retries). */
type LocalEvent = 'open' | 'lost';

/** Listens to one kind of live event while mounted and while `enabled` (a member is logged in). */
export function useLiveEvent<K extends LiveEventName | LocalEvent>(kind: K, listener: (data: K extends LiveEventName ? LiveEventData<K> : null) => void, enabled = true) {
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => {
    if (!enabled) return;
    const own: Listener = (data) => latest.current(data as never);
    let set = listeners.get(kind);
    if (!set) listeners.set(kind, (set = new Set()));
    set.add(own);
    start();
    return () => {
      set.delete(own);
      stopIfUnused();
    };
  }, [kind, enabled]);
}

/** Ends the connection now and starts again (after a login or a logout in this tab). */
export function restartLiveEvents() {
  controller?.abort();
  controller = null;
  lastEventId = null;
  if ([...listeners.values()].some((set) => set.size > 0)) start();
}
