/** The enquiry form's message box: drawn with its label from the content, and required before sending. */
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import ContactFormSection from '../../web/src/shared/contact/ContactFormSection';
import { validateEnquiry } from '../../web/src/shared/contact/enquiryValidation';
import { interfaceTextDocuments } from '../../content/seed/interfaceTexts';
import type { ContactFormTexts } from '../../web/src/shared/contact/ContactForm';

const texts = (interfaceTextDocuments[0] as unknown as { contactForm: ContactFormTexts }).contactForm;
const filled = { fullName: 'Asha Rao', email: 'asha@example.com', country: '', language: '', message: 'Namaste.' };

describe('the enquiry form', () => {
  it('draws a labelled, required message box across the form', () => {
    const html = renderToString(<ContactFormSection section={{ heading: 'Write to us', text: null }} texts={texts} page="about" />);
    const id = /<textarea[^>]*id="([^"]+)"[^>]*name="message"/.exec(html)?.[1] ?? /<textarea[^>]*name="message"[^>]*id="([^"]+)"/.exec(html)?.[1];
    expect(id).toBeTruthy();
    expect(html).toMatch(new RegExp(`<label for="${id}"[^>]*>Your message</label>`));
    expect(html).toMatch(/<textarea[^>]*required=""/);
  });

  it('asks for a message, and refuses one over the limit', () => {
    expect(validateEnquiry(filled)).toEqual({});
    expect(validateEnquiry({ ...filled, message: '  ' })).toEqual({ message: 'Please write your message.' });
    expect(validateEnquiry({ ...filled, message: 'x'.repeat(4001) })).toEqual({ message: 'Your message must be at most 4000 characters.' });
  });
});
