import type { TribeBody } from '@contracts/community';
import { COMMUNITY_ENDPOINTS as C } from '@contracts/endpointAddresses/community';
import { API_BASE, callEndpoint } from '~/shared/api/client';

/** Stories, tribes, the trust's events, search and saved posts (loaded with the stories strip and the side column). */

export const fetchStories = async () => (await callEndpoint(C.stories)).members;
export const addStory = async (imageUrl: string, caption: string) => (await callEndpoint(C.addStory, { body: { imageUrl, caption } })).story;
export const deleteStory = (storyId: string) => callEndpoint(C.deleteStory, { params: { storyId } });
export const fetchTribes = async () => (await callEndpoint(C.tribes)).tribes;
export const createTribe = async (body: TribeBody) => (await callEndpoint(C.createTribe, { body })).tribe;
export const setTribeMembership = async (slug: string, join: boolean) =>
  (join ? await callEndpoint(C.joinTribe, { params: { slug } }) : await callEndpoint(C.leaveTribe, { params: { slug } })).tribe;
export const fetchEvents = async () => (await callEndpoint(C.events)).events;
export const setAttending = async (eventId: string, going: boolean) =>
  (going ? await callEndpoint(C.attend, { params: { eventId } }) : await callEndpoint(C.unattend, { params: { eventId } })).event;
export const eventCalendarUrl = (eventId: string) => `${API_BASE}${C.eventCalendar.path.replace(':eventId', encodeURIComponent(eventId))}`;
export const searchCommunity = (q: string) => callEndpoint(C.search, { query: { q } });
export const fetchSaved = async () => (await callEndpoint(C.saved)).items;
