import { Button, Card, Flex, Select, Stack, Text, TextInput } from '@sanity/ui';
import { useState } from 'react';
import type { DeskOrder } from '../../contracts/deskOrders';
import { DESK_ORDER_ENDPOINTS } from '../../contracts/endpointAddresses/deskOrders';
import { DESK_SCREEN as T } from '../../contracts/messages/deskScreen';
import { callDesk } from './api';
import { Problem } from './Problem';
import { paiseOf } from './format';
import { useDeskData } from './useDeskData';

const E = DESK_ORDER_ENDPOINTS;

/** What can be done to the order at its stage: pack, ship (carrier, tracking number), deliver, or cancel and refund. */
export function OrderActions({ order, onDone }: { order: DeskOrder; onDone: () => void }) {
  const carriers = useDeskData(() => callDesk(E.carriers), 'carriers');
  const [carrier, setCarrier] = useState('');
  const [tracking, setTracking] = useState('');
  const [rupees, setRupees] = useState(() => (order.total / 100).toFixed(2));
  const [reason, setReason] = useState('');
  // One key per refund the staff member means to make: a second press (or a retry) is the same refund.
  const [refundKey] = useState(() => `desk-refund-${Array.from(crypto.getRandomValues(new Uint8Array(12)), (byte) => byte.toString(16).padStart(2, '0')).join('')}`);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ tone: 'positive' | 'critical'; text: string } | null>(null);
  const params = { orderId: order.id };

  async function act(call: () => Promise<{ message?: string }>) {
    setBusy(true);
    setOutcome(null);
    try {
      const done = await call();
      setOutcome({ tone: 'positive', text: done.message ?? '' });
      onDone();
    } catch (failure) {
      setOutcome({ tone: 'critical', text: failure instanceof Error ? failure.message : String(failure) });
    } finally {
      setBusy(false);
    }
  }

  const unshipped = order.stage === 'to-ship' || order.stage === 'packed';
  return (
    <Stack space={4}>
      {order.stage === 'to-ship' ? (
        <Flex>
          <Button text={T.markPacked} disabled={busy} onClick={() => void act(() => callDesk(E.stage, { params, body: { stage: 'packed' } }))} />
        </Flex>
      ) : null}
      {unshipped ? (
        <Stack space={2} as="form" onSubmit={(event) => {
          event.preventDefault();
          void act(() => callDesk(E.stage, { params, body: { stage: 'shipped', carrier, trackingNumber: tracking } }));
        }}>
          <Flex gap={2} wrap="wrap">
            <Select aria-label={T.carrier} value={carrier} onChange={(event) => setCarrier(event.currentTarget.value)}>
              <option value="">{T.chooseCarrier}</option>
              {carriers.data?.carriers.map((known) => (
                <option key={known.name} value={known.name}>
                  {known.name}
                </option>
              ))}
            </Select>
            <TextInput aria-label={T.trackingNumber} placeholder={T.trackingNumber} value={tracking} onChange={(event) => setTracking(event.currentTarget.value)} />
          </Flex>
          <Flex>
            <Button type="submit" tone="primary" text={T.markShipped} disabled={busy} />
          </Flex>
        </Stack>
      ) : null}
      {order.stage === 'shipped' ? (
        <Flex>
          <Button text={T.markDelivered} tone="positive" disabled={busy} onClick={() => void act(() => callDesk(E.stage, { params, body: { stage: 'delivered' } }))} />
        </Flex>
      ) : null}
      {unshipped ? (
        <Card padding={3} radius={2} tone="critical" border>
          <Stack space={2} as="form" onSubmit={(event) => {
            event.preventDefault();
            const amountPaise = paiseOf(rupees);
            if (amountPaise === null) return setOutcome({ tone: 'critical', text: T.refundAmountInvalid });
            void act(() => callDesk(E.refund, { params, body: { requestKey: refundKey, amountPaise, reason } }));
          }}>
            <Text as="h3" size={1} weight="semibold">
              {T.refundHeading}
            </Text>
            <TextInput aria-label={T.refundAmount} inputMode="decimal" value={rupees} onChange={(event) => setRupees(event.currentTarget.value)} />
            <TextInput aria-label={T.refundReason} placeholder={T.refundReason} value={reason} onChange={(event) => setReason(event.currentTarget.value)} />
            <Flex>
              <Button type="submit" tone="critical" text={T.refund} disabled={busy} />
            </Flex>
          </Stack>
        </Card>
      ) : null}
      {carriers.error ? <Problem text={carriers.error} /> : null}
      {outcome ? (
        <Card padding={3} radius={2} tone={outcome.tone} role={outcome.tone === 'critical' ? 'alert' : 'status'}>
          <Text>{outcome.text}</Text>
        </Card>
      ) : null}
    </Stack>
  );
}
