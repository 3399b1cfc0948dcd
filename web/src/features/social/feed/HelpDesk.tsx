import { ContactForm } from '~/shared/contact/ContactForm';
import { Modal } from '~/shared/ui/Modal';
import type { SocialPageTexts } from './queries';
import styles from './Feed.module.css';

/** The Help Desk: the questions members ask most (from the Studio), then the shared contact form, sent as a help enquiry. */
export default function HelpDesk({ texts, onClose }: { texts: NonNullable<SocialPageTexts>; onClose: () => void }) {
  const desk = texts.helpDesk;
  return (
    <Modal title={desk?.heading ?? 'Help Desk'} onClose={onClose}>
      <div className={styles.helpDesk}>
        {desk?.intro ? <p>{desk.intro}</p> : null}
        <h3>Questions members ask</h3>
        <div className={styles.faq}>
          {desk?.questions?.map((item) => (
            <details key={item._key}>
              <summary>{item.question}</summary>
              <p>{item.answer}</p>
            </details>
          ))}
        </div>
        <ContactForm section={desk?.contact ? { heading: desk.contact.heading ?? null, text: desk.contact.text ?? null } : null} texts={texts.contactFormTexts} intent="help" page="help" />
      </div>
    </Modal>
  );
}
