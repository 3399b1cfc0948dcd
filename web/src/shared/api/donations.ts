import type { DonationBody, DonationCreated, DonationStatus, TopDonorsAnswer } from '../../../../contracts/donations';
import { apiRequest } from './client';

export const createDonation = (body: DonationBody) => apiRequest<DonationCreated>('/donations', { method: 'POST', body });

export const fetchDonation = (orderId: string, key: string | null) =>
  apiRequest<DonationStatus>(`/donations/${encodeURIComponent(orderId)}${key ? `?key=${encodeURIComponent(key)}` : ''}`);

export const fetchTopDonors = () => apiRequest<TopDonorsAnswer>('/donations/top-donors');
