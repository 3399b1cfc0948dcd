import { LIVE_HEARTBEAT_MS } from '../../../contracts/messagingRules';

export interface LiveStreamLimits {
  /** Open streams per member (tabs, devices). */
  maxPerMember: number;
  /**
   * Open streams from one client address, whichever members they are for: a household or an office
   * behind one address stays well under it, while one machine cannot hold hundreds of streams open
   * through a handful of accounts. Counted per instance (each holds its own sockets).
   */
  maxPerAddress: number;
  /** Comment lines keep proxies from closing an idle stream and tell a dead connection apart. */
  heartbeatMs: number;
}

export const DEFAULT_LIVE_STREAM_LIMITS: LiveStreamLimits = { maxPerMember: 20, maxPerAddress: 50, heartbeatMs: LIVE_HEARTBEAT_MS };
