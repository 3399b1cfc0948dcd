import type { EnquiryBody } from '@contracts/enquiries';
import { ENQUIRY_ENDPOINTS } from '@contracts/endpointAddresses/enquiries';
import { callEndpoint } from './client';

/** The contact form's fields (full name, email address, country, language). */
export type EnquiryPayload = EnquiryBody;

export const sendEnquiry = (payload: EnquiryPayload) => callEndpoint(ENQUIRY_ENDPOINTS.send, { body: payload });
