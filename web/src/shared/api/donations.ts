import type { DonationBody } from '@contracts/donations';
import { DONATION_ENDPOINTS } from '@contracts/endpointAddresses/donations';
import { callEndpoint } from './client';

export const createDonation = (body: DonationBody) => callEndpoint(DONATION_ENDPOINTS.create, { body });

export const fetchDonation = (orderId: string, key: string | null) =>
  callEndpoint(DONATION_ENDPOINTS.status, { params: { orderId }, query: { key: key || undefined } });

export const fetchTopDonors = () => callEndpoint(DONATION_ENDPOINTS.topDonors);
