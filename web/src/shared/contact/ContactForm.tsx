import type { EnquiryIntent, EnquiryPage } from '@contracts/enquiries';
import type { InterfaceTexts } from '@schemas/sanity.types';
import { later } from '../ui/later';
import styles from './ContactForm.module.css';

export interface ContactSectionContent {
  heading: string | null;
  text: string | null;
}

type ContactFormFields = NonNullable<InterfaceTexts['contactForm']>;

/** The form's words, from the studio (interfaceTexts.contactForm, CONTACT_FORM_TEXTS), as a query projects them: every field, null when empty. */
export type ContactFormTexts = { [Field in keyof ContactFormFields]-?: ContactFormFields[Field] | null };

export interface ContactFormProps {
  section: ContactSectionContent | null | undefined;
  texts: ContactFormTexts | null | undefined;
  id?: string;
  /** Why the visitor writes, when a button brought them here (e.g. 'patron'); sent with the enquiry. */
  intent?: EnquiryIntent;
  /** A line above the fields saying what the enquiry is about. */
  intentNote?: string;
  /** The page the form is on, so the trust's desk says where the enquiry came from. */
  page: EnquiryPage;
}

/**
 * The enquiry form on the about, mission, research, projects, donate and membership pages and the Help Desk. It checks the fields
 * first (messages beside them), posts to /api/v1/enquiries, and on failure keeps what was typed.
 * Its heading is the page's; its labels and messages are shared by every page (`texts`). It is
 * always near the end of its page, so its code loads after the page's; until it arrives on a
 * navigation, a box of the form's height keeps its place and its address (#id).
 */
export const ContactForm = later(
  () => import('./ContactFormSection').then((module) => module.default),
  ({ id = 'contact' }: ContactFormProps) => <section id={id} className={`${styles.section} ${styles.placeholder}`} aria-busy />,
);
