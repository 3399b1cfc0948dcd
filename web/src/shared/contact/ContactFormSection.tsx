import { useId, useRef, useState, type FormEvent } from 'react';
import { isApiError } from '../api/ApiError';
import { sendEnquiry, type EnquiryPayload } from '../api/enquiries';
import { Button } from '../ui/Button';
import { useHydrated } from '../ui/later';
import type { ContactFormProps, ContactFormTexts } from './ContactForm';
import styles from './ContactForm.module.css';
import { ENQUIRY_LIMITS, validateEnquiry, type EnquiryErrors } from './enquiryValidation';

type FieldName = Exclude<keyof EnquiryPayload, 'intent' | 'page'>;
type FieldValues = Record<FieldName, string>;

const EMPTY: FieldValues = { fullName: '', email: '', country: '', language: '', message: '' };

const FIELDS: { name: FieldName; label: keyof ContactFormTexts; type: string; autoComplete: string; optional?: boolean; multiline?: boolean }[] = [
  { name: 'fullName', label: 'fullNameLabel', type: 'text', autoComplete: 'name' },
  { name: 'email', label: 'emailLabel', type: 'email', autoComplete: 'email' },
  { name: 'country', label: 'countryLabel', type: 'text', autoComplete: 'country-name', optional: true },
  { name: 'language', label: 'languageLabel', type: 'text', autoComplete: 'off', optional: true },
  { name: 'message', label: 'messageLabel', type: 'text', autoComplete: 'off', multiline: true },
];

type Outcome = { tone: 'success' | 'error'; text: string } | null;

/** Why the enquiry did not go: the server's own words, or which side failed. */
function failureReason(error: unknown, texts: ContactFormTexts | null | undefined): string {
  if (isApiError(error) && error.serverMessage && !error.requestFailed) return error.serverMessage;
  if (isApiError(error) && error.status >= 500) return texts?.serverProblem ?? '';
  return texts?.unreachable ?? '';
}

/** The form itself: its fields, their checks beside them, and the outcome of sending. */
export default function ContactFormSection({ section, texts, id = 'contact', intent, intentNote, page }: ContactFormProps) {
  const prefix = useId();
  const [values, setValues] = useState<FieldValues>(EMPTY);
  const [errors, setErrors] = useState<EnquiryErrors>({});
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [sending, setSending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  // Its code loads after the page's: until then the server's form takes no typing and no sending.
  const ready = useHydrated();

  const update = (name: FieldName, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setOutcome(null);
    const found = validateEnquiry(values);
    setErrors(found);
    const first = FIELDS.find((field) => found[field.name]);
    if (first) {
      formRef.current?.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${first.name}"]`)?.focus();
      return;
    }
    setSending(true);
    const fullName = values.fullName.trim();
    try {
      const answer = await sendEnquiry({
        fullName,
        email: values.email.trim(),
        country: values.country.trim(),
        language: values.language.trim(),
        message: values.message.trim(),
        page,
        ...(intent ? { intent } : {}),
      });
      // The studio's thank-you wins; the server's own words stand in if the studio has none.
      setOutcome({ tone: 'success', text: texts?.successMessage?.replaceAll('{name}', fullName) ?? answer.message });
      setValues(EMPTY);
    } catch (error) {
      setOutcome({ tone: 'error', text: (texts?.failureMessage ?? '{reason}').replace('{reason}', failureReason(error, texts)) });
    } finally {
      setSending(false);
    }
  }

  const headingId = `${prefix}-heading`;
  return (
    <section id={id} className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>{section?.heading}</h2>
      {section?.text ? <p className={styles.text}>{section.text}</p> : null}
      {intentNote ? (
        <p className={styles.text} data-testid="enquiry-intent">
          {intentNote}
        </p>
      ) : null}
      <form ref={formRef} className={styles.form} noValidate onSubmit={submit} aria-describedby={outcome ? `${prefix}-outcome` : undefined}>
        {FIELDS.map((field) => {
          const inputId = `${prefix}-${field.name}`;
          const error = errors[field.name];
          const common = {
            id: inputId,
            name: field.name,
            maxLength: ENQUIRY_LIMITS[field.name] + 20,
            required: !field.optional,
            value: values[field.name],
            readOnly: !ready,
            'aria-invalid': error ? true : undefined,
            'aria-describedby': error ? `${inputId}-error` : undefined,
          } as const;
          return (
            <div key={field.name} className={field.multiline ? `${styles.field} ${styles.wide}` : styles.field}>
              <label htmlFor={inputId} className={styles.label}>
                {texts?.[field.label]}
                {field.optional && texts?.optionalMarker ? <span className={styles.optional}> {texts.optionalMarker}</span> : null}
              </label>
              {field.multiline ? (
                <textarea {...common} rows={5} onChange={(event) => update(field.name, event.target.value)} className={`${styles.input} ${styles.message}`} />
              ) : (
                <input {...common} type={field.type} autoComplete={field.autoComplete} onChange={(event) => update(field.name, event.target.value)} className={styles.input} />
              )}
              {error ? (
                <p id={`${inputId}-error`} className={styles.error}>
                  {error}
                </p>
              ) : null}
            </div>
          );
        })}
        <div className={styles.actions}>
          <Button type="submit" variant="primary" disabled={sending || !ready}>
            {sending ? texts?.sendingLabel : texts?.submitLabel}
          </Button>
        </div>
        <div id={`${prefix}-outcome`} role={outcome?.tone === 'error' ? 'alert' : 'status'} className={outcome ? `${styles.outcome} ${outcome.tone === 'success' ? styles.outcomeSuccess : styles.outcomeError}` : undefined}>
          {outcome?.text}
        </div>
      </form>
    </section>
  );
}
