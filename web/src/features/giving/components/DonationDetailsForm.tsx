import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { formatRupeesShort } from '@contracts/money';
import { FORM_MESSAGES } from '@contracts/messages/form';
import { Button } from '~/shared/ui/Button';
import styles from './Donate.module.css';
import { isIndia, validateDonation, type DonationErrors, type DonationFields } from './donationForm';

interface DonationDetailsFormProps {
  fields: DonationFields;
  onChange: (fields: DonationFields) => void;
  presetAmounts: readonly number[];
  phonePrefix: string;
  sending: boolean;
  failure: string | null;
  onSubmit: () => void;
}

const ORDER: (keyof DonationFields)[] = ['firstName', 'lastName', 'email', 'country', 'phone', 'amount', 'pan', 'address'];

/** The donor's details: checked here first, each message beside its field; nothing typed is lost. */
export function DonationDetailsForm({ fields, onChange, presetAmounts, phonePrefix, sending, failure, onSubmit }: DonationDetailsFormProps) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<DonationErrors>({});
  const set = <K extends keyof DonationFields>(name: K, value: DonationFields[K]) => {
    onChange({ ...fields, [name]: value });
    if (errors[name]) setErrors({ ...errors, [name]: undefined });
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateDonation(fields);
    setErrors(found);
    const first = ORDER.find((name) => found[name]);
    if (first) {
      formRef.current?.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
      return;
    }
    onSubmit();
  }

  const field = (name: keyof DonationFields, label: string, input: (props: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode, hint?: string) => {
    const inputId = `${id}-${name}`;
    const error = errors[name];
    const describedBy = [hint ? `${inputId}-hint` : '', error ? `${inputId}-error` : ''].filter(Boolean).join(' ') || undefined;
    return (
      <div className={styles.field}>
        <label htmlFor={inputId} className={styles.label}>
          {label}
        </label>
        {hint ? (
          <p id={`${inputId}-hint`} className={styles.hint}>
            {hint}
          </p>
        ) : null}
        {input({ id: inputId, ...(error ? { 'aria-invalid': true as const } : {}), 'aria-describedby': describedBy })}
        {error ? (
          <p id={`${inputId}-error`} className={styles.error}>
            {error}
          </p>
        ) : null}
      </div>
    );
  };
  const text = (name: Exclude<keyof DonationFields, 'showName'>, autoComplete: string, type = 'text') =>
    function TextInput(props: { id: string }) {
      return <input {...props} name={name} type={type} autoComplete={autoComplete} className={styles.input} value={fields[name]} onChange={(event) => set(name, event.target.value)} />;
    };
  const chosen = Number(fields.amount);

  return (
    <form ref={formRef} noValidate onSubmit={submit} className={styles.form}>
      <div className={styles.pair}>
        {field('firstName', 'First name', text('firstName', 'given-name'))}
        {field('lastName', 'Last name', text('lastName', 'family-name'))}
      </div>
      {field('email', 'Email id', text('email', 'email', 'email'))}
      <div className={styles.pair}>
        {field('country', 'Country', text('country', 'country-name'))}
        {field('phone', 'Phone number', (props) =>
          isIndia(fields.country) ? (
            <div className={styles.prefixed}>
              <span className={styles.prefix} aria-hidden="true">
                {phonePrefix}
              </span>
              <input {...props} name="phone" type="tel" inputMode="numeric" autoComplete="tel-national" className={styles.input} value={fields.phone} onChange={(event) => set('phone', event.target.value)} />
            </div>
          ) : (
            <input {...props} name="phone" type="tel" autoComplete="tel" className={styles.input} value={fields.phone} onChange={(event) => set('phone', event.target.value)} />
          ),
          isIndia(fields.country) ? `${phonePrefix}, then your 10-digit mobile number` : 'With your country code, e.g. +44 20 7946 0958',
        )}
      </div>
      <fieldset className={styles.amounts}>
        <legend className={styles.label}>Donation amount</legend>
        <div className={styles.presets}>
          {presetAmounts.map((rupees) => (
            <button key={rupees} type="button" className={styles.preset} aria-pressed={chosen === rupees} onClick={() => set('amount', String(rupees))}>
              {formatRupeesShort(rupees * 100)}
            </button>
          ))}
        </div>
        {field('amount', 'Or your preferred amount (₹, whole rupees)', (props) => (
          <input {...props} name="amount" type="text" inputMode="numeric" autoComplete="off" className={styles.input} value={fields.amount} onChange={(event) => set('amount', event.target.value)} />
        ))}
      </fieldset>
      <p className={styles.hint}>For a tax receipt (optional):</p>
      {field('pan', 'PAN', text('pan', 'off'), 'Five letters, four digits and a letter, like ABCDE1234F')}
      {field('address', 'Postal address', (props) => (
        <textarea {...props} name="address" rows={2} autoComplete="street-address" className={styles.input} value={fields.address} onChange={(event) => set('address', event.target.value)} />
      ))}
      <label className={styles.check}>
        <input type="checkbox" name="showName" checked={fields.showName} onChange={(event) => set('showName', event.target.checked)} />
        Show my name among the donors
      </label>
      {failure ? (
        <p role="alert" className={styles.error}>
          {failure}
        </p>
      ) : Object.values(errors).some(Boolean) ? (
        <p role="alert" className={styles.error}>
          {FORM_MESSAGES.correctMarked}
        </p>
      ) : null}
      <Button type="submit" variant="primary" disabled={sending}>
        {sending ? 'Sending…' : 'Donate'}
      </Button>
    </form>
  );
}
