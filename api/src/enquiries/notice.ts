import { deskEnquiryPath } from '../../../contracts/desk';
import type { EnquiryIntent, EnquiryPage } from '../../../contracts/enquiries';
import { inertText, type OutgoingEmail } from '../email';

interface NewEnquiry {
  id: number;
  fullName: string;
  email: string;
  country: string | null;
  language: string | null;
  message: string;
  intent?: EnquiryIntent;
  page?: EnquiryPage;
}

/**
 * The trust's notice of a new enquiry, to its contact address: who wrote, from which page, what
 * they wrote (made inert: a visitor's words must not arrive as links the trust seems to send), and
 * the link to it on the desk, where it is answered.
 */
export function enquiryNotice(to: string, enquiry: NewEnquiry, origin: string): OutgoingEmail {
  const from = enquiry.page ? ` (${enquiry.page} page)` : '';
  return {
    to,
    subject: `New enquiry from ${inertText(enquiry.fullName)}${from}`,
    text: [
      `${inertText(enquiry.fullName)} <${enquiry.email}> wrote through the contact form${from}.`,
      ...(enquiry.intent && enquiry.intent !== 'general' ? [`About: ${enquiry.intent}`] : []),
      ...(enquiry.country ? [`Country: ${inertText(enquiry.country)}`] : []),
      ...(enquiry.language ? [`Language: ${inertText(enquiry.language)}`] : []),
      '',
      inertText(enquiry.message),
      '',
      `Answer it on the desk: ${origin}${deskEnquiryPath(enquiry.id)}`,
    ].join('\n'),
    headers: { 'X-Jnanam-Kind': 'enquiry-notice' },
  };
}
