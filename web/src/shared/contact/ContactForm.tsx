import type { EnquiryIntent } from '@contracts/enquiries';
import ContactFormSection from './ContactFormSection';

export interface ContactSectionContent {
  heading: string | null;
  text: string | null;
}

/** The form's words, from the studio (interfaceTexts.contactForm, CONTACT_FORM_TEXTS). */
export interface ContactFormTexts {
  fullNameLabel: string | null;
  emailLabel: string | null;
  countryLabel: string | null;
  languageLabel: string | null;
  optionalMarker: string | null;
  submitLabel: string | null;
  sendingLabel: string | null;
  successMessage: string | null;
  failureMessage: string | null;
  serverProblem: string | null;
  unreachable: string | null;
}

export interface ContactFormProps {
  section: ContactSectionContent | null | undefined;
  texts: ContactFormTexts | null | undefined;
  id?: string;
  /** Why the visitor writes, when a button brought them here (e.g. 'patron'); sent with the enquiry. */
  intent?: EnquiryIntent;
  /** A line above the fields saying what the enquiry is about. */
  intentNote?: string;
}

/**
 * The enquiry form on the about, mission, research and projects pages. It checks the fields
 * first (messages beside them), posts to /api/v1/enquiries, and on failure keeps what was typed.
 * Its heading is the page's; its labels and messages are shared by every page (`texts`).
 */
export function ContactForm(props: ContactFormProps) {
  // In the page's own code (1.6 KiB gzip), not a lazy chunk: a button on the page that changes the
  // form's props before a lazy chunk arrives made React throw away the server's form and draw it
  // again, losing the focus and what the visitor had started to type.
  return <ContactFormSection {...props} />;
}
