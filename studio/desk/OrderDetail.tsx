import { Badge, Box, Button, Card, Flex, Heading, Stack, Text } from '@sanity/ui';
import { useState } from 'react';
import { DESK_ORDER_ENDPOINTS } from '../../contracts/endpointAddresses/deskOrders';
import { DESK_SCREEN as T } from '../../contracts/messages/deskScreen';
import { callDesk, downloadDesk } from './api';
import { Problem } from './Problem';
import { formatPaise, when } from './format';
import { STAGE_TONE } from './OrderQueue';
import { OrderActions } from './OrderActions';
import { RecordList } from './RecordList';
import { useDeskData } from './useDeskData';

/** One paid order: its items, address and amount, its way to the member, and its record beside it. */
export function OrderDetail({ id, onChanged }: { id: number; onChanged: () => void }) {
  const [round, setRound] = useState(0);
  const [slipError, setSlipError] = useState<string>();
  const { data, error } = useDeskData(() => callDesk(DESK_ORDER_ENDPOINTS.get, { params: { orderId: id } }), `${id}:${round}`);
  if (error) return <Problem text={error} />;
  if (!data) return <Text muted>{T.loading}</Text>;
  const order = data.order;
  const { address } = order;

  return (
    <Stack space={4} data-testid="order-detail">
      <Flex gap={2} align="center" wrap="wrap">
        <Heading as="h2" size={2}>
          {order.number}
        </Heading>
        <Badge tone={STAGE_TONE[order.stage]}>{T.stages[order.stage]}</Badge>
        <Box flex={1} />
        <Button
          mode="ghost"
          text={T.packingSlip}
          onClick={() => {
            setSlipError(undefined);
            downloadDesk(DESK_ORDER_ENDPOINTS.packingSlip, { params: { orderId: id } }).catch((failure: unknown) => setSlipError(failure instanceof Error ? failure.message : String(failure)));
          }}
        />
      </Flex>
      {slipError ? <Problem text={slipError} /> : null}
      <Text size={1} muted>
        {order.member.name} · {order.member.email} · {T.paid} {order.paidAt ? when(order.paidAt) : ''}
      </Text>
      <Card padding={3} radius={2} border>
        <Stack space={2} as="ul">
          <Text as="h3" size={1} weight="semibold">
            {T.items}
          </Text>
          {order.lines.map((line) => (
            <Flex key={line.bookId} as="li" justify="space-between" gap={3} style={{ listStyle: 'none' }}>
              <Text>
                {line.quantity} × {line.title}
              </Text>
              <Text>{formatPaise(line.lineTotal)}</Text>
            </Flex>
          ))}
          <Flex justify="space-between" gap={3}>
            <Text weight="semibold">{T.paid}</Text>
            <Text weight="semibold">{formatPaise(order.total)}</Text>
          </Flex>
        </Stack>
      </Card>
      <Box>
        <Text as="h3" size={1} weight="semibold">
          {T.deliverTo}
        </Text>
        <Box marginTop={2}>
          <Text style={{ whiteSpace: 'pre-line' }}>
            {[address.name, address.addressLine1, address.addressLine2, `${address.city}, ${address.state} ${address.pin}`, address.phone].filter(Boolean).join('\n')}
          </Text>
        </Box>
      </Box>
      {order.shipment ? (
        <Text>
          {T.shippedWith(order.shipment.carrier, order.shipment.trackingNumber)}
          {order.shipment.trackingUrl ? (
            <>
              {' · '}
              <a href={order.shipment.trackingUrl} target="_blank" rel="noopener noreferrer">
                {T.followParcel}
              </a>
            </>
          ) : null}
        </Text>
      ) : null}
      {order.refund ? <Text>{T.refunded(formatPaise(order.refund.amountPaise), order.refund.status)}</Text> : null}
      <OrderActions order={order} onDone={() => (setRound((n) => n + 1), onChanged())} />
      <RecordList record={order.record} />
    </Stack>
  );
}
