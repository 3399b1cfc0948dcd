import { Badge, Card, Flex, Select, Stack, Text, TextInput } from '@sanity/ui';
import { useState } from 'react';
import { FULFILMENT_STAGES, type FulfilmentStage } from '../../contracts/deskRules';
import { DESK_ORDER_ENDPOINTS } from '../../contracts/endpointAddresses/deskOrders';
import { DESK_SCREEN as T } from '../../contracts/messages/deskScreen';
import { callDesk } from './api';
import { Problem } from './Problem';
import { formatPaise, when } from './format';
import { useDeskData } from './useDeskData';

export const STAGE_TONE = { 'to-ship': 'caution', packed: 'primary', shipped: 'positive', delivered: 'default', cancelled: 'critical' } as const;

/** Paid orders, oldest waiting first, by stage and words; choosing one opens it beside the list. */
export function OrderQueue({ chosen, onChoose, round }: { chosen?: number; onChoose: (id: number) => void; round: number }) {
  const [stage, setStage] = useState<FulfilmentStage | ''>('to-ship');
  const [q, setQ] = useState('');
  const query = { stage: stage || undefined, q: q.trim() || undefined };
  const { data, error } = useDeskData(() => callDesk(DESK_ORDER_ENDPOINTS.list, { query }), JSON.stringify([query, round]));

  return (
    <Stack space={3}>
      <Select aria-label={T.stage} value={stage} onChange={(event) => setStage(event.currentTarget.value as FulfilmentStage | '')}>
        <option value="">{T.all}</option>
        {FULFILMENT_STAGES.map((value) => (
          <option key={value} value={value}>
            {T.stages[value]}
          </option>
        ))}
      </Select>
      <TextInput aria-label={T.search} placeholder={T.orderSearchPlaceholder} value={q} onChange={(event) => setQ(event.currentTarget.value)} />
      {error ? <Problem text={error} /> : null}
      {data && data.orders.length === 0 ? <Text muted>{T.noOrders}</Text> : null}
      <Stack space={2} as="ul" data-testid="order-list">
        {data?.orders.map((order) => (
          <Card
            key={order.id}
            as="li"
            padding={3}
            radius={2}
            border
            tone={order.id === chosen ? 'primary' : 'default'}
            style={{ cursor: 'pointer', listStyle: 'none' }}
            onClick={() => onChoose(order.id)}
          >
            <Stack space={2}>
              <Flex justify="space-between" gap={2}>
                <Text weight="semibold">
                  <a href={`#${order.id}`} onClick={(event) => event.preventDefault()}>
                    {order.number}
                  </a>
                </Text>
                <Badge tone={STAGE_TONE[order.stage]}>{T.stages[order.stage]}</Badge>
              </Flex>
              <Text size={1} textOverflow="ellipsis">
                {order.address.name}, {order.address.city} · {formatPaise(order.total)}
              </Text>
              <Text size={0} muted>
                {order.lines.reduce((sum, line) => sum + line.quantity, 0)} × · {order.paidAt ? when(order.paidAt) : ''}
              </Text>
            </Stack>
          </Card>
        ))}
      </Stack>
    </Stack>
  );
}
