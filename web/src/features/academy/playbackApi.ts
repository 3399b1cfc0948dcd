import { LEARNING_ENDPOINTS } from '@contracts/endpointAddresses/learning';
import { callEndpoint } from '~/shared/api/client';

export const startPlayback = (targetId: string) => callEndpoint(LEARNING_ENDPOINTS.startPlayback, { params: { targetType: 'academy-item', targetId } });
export const reportProgress = (playbackId: string, watched: [number, number][]) => callEndpoint(LEARNING_ENDPOINTS.reportProgress, { params: { playbackId }, body: { watched } });
export const completeItem = (targetId: string, playbackId: string) =>
  callEndpoint(LEARNING_ENDPOINTS.complete, { params: { targetType: 'academy-item', targetId }, body: { playbackId } });
