import { apiRequest } from './client';

/** The contact form's fields (SPEC §3 enquiry: full name, email address, country, language). */
export interface EnquiryPayload {
  fullName: string;
  email: string;
  country: string;
  language: string;
}

export interface EnquiryAnswer {
  success: boolean;
  message: string;
}

export const sendEnquiry = (payload: EnquiryPayload) => apiRequest<EnquiryAnswer>('/enquiries', { method: 'POST', body: payload });
