import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import type { DeliveryAddress } from '@contracts/bookOrders';
import { INDIAN_STATES, PIN_PATTERN } from '@contracts/deliveryRules';
import { ROUTES } from '@contracts/routes';
import { placeBookOrder } from '~/shared/api/market';
import { startCheckout } from '~/shared/payments/startCheckout';
import { Button } from '~/shared/ui/Button';
import { useToast } from '~/shared/ui/ToastContext';
import styles from './CheckoutForm.module.css';

type Field = keyof DeliveryAddress;
const LABELS: Record<Field, string> = {
  name: 'Full name',
  phone: 'Phone number',
  addressLine1: 'Address line 1',
  addressLine2: 'Address line 2 (optional)',
  city: 'City',
  state: 'State or union territory',
  pin: 'PIN code',
};

const newKey = () => `order-${crypto.randomUUID()}`;

/**
 * The delivery address and Place order. One key per filled-in form: pressing twice (or again after
 * a lost answer) gives the same order. The server prices the cart itself; nothing here is a price.
 */
export function CheckoutForm({ defaultName }: { defaultName: string }) {
  const navigate = useNavigate();
  const { showToast } = useToast();
  const [address, setAddress] = useState<Record<Field, string>>({ name: defaultName, phone: '', addressLine1: '', addressLine2: '', city: '', state: '', pin: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [requestKey] = useState(newKey);
  const [busy, setBusy] = useState(false);

  const check = (): Partial<Record<Field, string>> => {
    const found: Partial<Record<Field, string>> = {};
    for (const field of ['name', 'phone', 'addressLine1', 'city'] as const) if (!address[field].trim()) found[field] = `Enter your ${LABELS[field].toLowerCase()}.`;
    if (!address.state) found.state = 'Choose a state or union territory.';
    if (!PIN_PATTERN.test(address.pin.trim())) found.pin = 'Enter the 6-digit PIN code.';
    return found;
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = check();
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      // The state comes from the list; the server checks it again.
      const { order, checkout } = await placeBookOrder({ requestKey, address: { ...address, state: address.state as DeliveryAddress['state'] } });
      if (checkout && order.paymentOrderId) await startCheckout(order.paymentOrderId, checkout, navigate);
      else navigate(ROUTES.myOrders);
    } catch (error) {
      showToast(error instanceof Error ? error.message : 'Your order could not be placed.', 'error');
      setBusy(false);
    }
  };
  const input = (field: Field, extra: Record<string, string> = {}) => (
    <div className={styles.field}>
      <label htmlFor={`checkout-${field}`}>{LABELS[field]}</label>
      {field === 'state' ? (
        <select id="checkout-state" value={address.state} onChange={(e) => setAddress({ ...address, state: e.target.value })} aria-invalid={Boolean(errors.state)} aria-describedby={errors.state ? 'checkout-state-error' : undefined}>
          <option value="">Choose…</option>
          {INDIAN_STATES.map((state) => (
            <option key={state}>{state}</option>
          ))}
        </select>
      ) : (
        <input
          id={`checkout-${field}`}
          value={address[field]}
          onChange={(e) => setAddress({ ...address, [field]: e.target.value })}
          aria-invalid={Boolean(errors[field])}
          aria-describedby={errors[field] ? `checkout-${field}-error` : undefined}
          {...extra}
        />
      )}
      {errors[field] ? (
        <p id={`checkout-${field}-error`} className={styles.error}>
          {errors[field]}
        </p>
      ) : null}
    </div>
  );
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="checkout-heading">
      <h2 id="checkout-heading">Delivery address</h2>
      {input('name', { autoComplete: 'name' })}
      {input('phone', { autoComplete: 'tel', inputMode: 'tel' })}
      {input('addressLine1', { autoComplete: 'address-line1' })}
      {input('addressLine2', { autoComplete: 'address-line2' })}
      {input('city', { autoComplete: 'address-level2' })}
      {input('state')}
      {input('pin', { autoComplete: 'postal-code', inputMode: 'numeric', maxLength: '6' })}
      <Button type="submit" disabled={busy}>
        {busy ? 'Placing order…' : 'Place order and pay'}
      </Button>
    </form>
  );
}
