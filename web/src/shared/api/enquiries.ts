import type { EnquiryAnswer, EnquiryBody } from '../../../../contracts/enquiries';
import { apiRequest } from './client';

/** The contact form's fields (SPEC §3 enquiry: full name, email address, country, language). */
export type EnquiryPayload = EnquiryBody;

export const sendEnquiry = (payload: EnquiryPayload) => apiRequest<EnquiryAnswer>('/enquiries', { method: 'POST', body: payload });
