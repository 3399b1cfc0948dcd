import { SAFETY_ENDPOINTS } from '@contracts/endpointAddresses/safety';
import type { ReportableType } from '@contracts/safetyRules';
import { callEndpoint } from '~/shared/api/client';
import { isApiError } from '~/shared/api/ApiError';

/** The moderation screen's calls, typed from the contract. */
export const loadQueue = () => callEndpoint(SAFETY_ENDPOINTS.reportQueue);
export const loadDecisions = () => callEndpoint(SAFETY_ENDPOINTS.decisions, { query: {} });
export const decide = (itemType: ReportableType, itemId: string, action: 'hide' | 'dismiss', reason: string) =>
  callEndpoint(SAFETY_ENDPOINTS.decide, { params: { itemType, itemId }, body: { action, reason } });
export const suspend = (handle: string, reason: string, days: number | null) =>
  callEndpoint(SAFETY_ENDPOINTS.suspend, { params: { handle }, body: { reason, days } });
export const reverse = (decisionId: string, reason: string) => callEndpoint(SAFETY_ENDPOINTS.reverse, { params: { decisionId }, body: { reason } });

/** The server's words for a refusal, or a general one. */
export const failureText = (failure: unknown, fallback: string) => (isApiError(failure) && failure.serverMessage ? failure.serverMessage : fallback);
