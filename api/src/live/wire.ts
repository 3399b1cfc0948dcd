import type { LiveSignal } from './bus';

/** The PostgreSQL channel every instance LISTENs on. */
export const LIVE_CHANNEL = 'jnanam_live';
/** NOTIFY's payload must stay under 8,000 bytes; member ids are cut into batches well below it. */
const MEMBERS_PER_NOTIFY = 500;

/** A signal as NOTIFY carries it: short keys, member ids only. */
interface WirePayload {
  /** The sending instance: it has delivered locally already. */
  i: string;
  t: number[];
  f?: [string, number, number];
  /** Sessions ended. */
  s?: 1;
}

/** The NOTIFY payloads of one signal from `instance` (one per batch of members). */
export function notifyPayloads(instance: string, signal: LiveSignal): string[] {
  const fleeting: WirePayload['f'] = signal.fleeting ? [signal.fleeting.kind, signal.fleeting.conversationId, signal.fleeting.actorId] : undefined;
  const payloads: string[] = [];
  for (let start = 0; start < signal.to.length; start += MEMBERS_PER_NOTIFY) {
    const payload: WirePayload = {
      i: instance,
      t: signal.to.slice(start, start + MEMBERS_PER_NOTIFY),
      ...(fleeting ? { f: fleeting } : {}),
      ...(signal.sessionsEnded ? { s: 1 as const } : {}),
    };
    payloads.push(JSON.stringify(payload));
  }
  return payloads;
}

/** The signal in a NOTIFY payload, or null when it is unreadable or this instance sent it (and delivered it already). */
export function decodeSignal(text: string, instance: string): LiveSignal | null {
  let payload: WirePayload;
  try {
    payload = JSON.parse(text) as WirePayload;
  } catch {
    return null;
  }
  if (payload.i === instance || !Array.isArray(payload.t)) return null;
  const fleeting = payload.f ? { kind: payload.f[0], conversationId: payload.f[1], actorId: payload.f[2] } : undefined;
  return { to: payload.t, ...(fleeting ? { fleeting } : {}), ...(payload.s ? { sessionsEnded: true as const } : {}) };
}
