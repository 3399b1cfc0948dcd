import { Badge, Select, TextInput } from '@sanity/ui';
import { useState } from 'react';
import { FULFILMENT_STAGES, type FulfilmentStage } from '../../contracts/deskRules';
import { DESK_ORDER_ENDPOINTS } from '../../contracts/endpointAddresses/deskOrders';
import { DESK_SCREEN as T } from '../../contracts/messages/deskScreen';
import { callDesk } from './api';
import { DeskList } from './DeskList';
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
    <DeskList
      testId="order-list"
      filters={
        <>
          <Select aria-label={T.stage} value={stage} onChange={(event) => setStage(event.currentTarget.value as FulfilmentStage | '')}>
            <option value="">{T.all}</option>
            {FULFILMENT_STAGES.map((value) => (
              <option key={value} value={value}>
                {T.stages[value]}
              </option>
            ))}
          </Select>
          <TextInput aria-label={T.search} placeholder={T.orderSearchPlaceholder} value={q} onChange={(event) => setQ(event.currentTarget.value)} />
        </>
      }
      error={error}
      empty={T.noOrders}
      chosen={chosen}
      onChoose={onChoose}
      entries={data?.orders.map((order) => ({
        id: order.id,
        title: order.number,
        side: <Badge tone={STAGE_TONE[order.stage]}>{T.stages[order.stage]}</Badge>,
        line: `${order.address.name}, ${order.address.city} · ${formatPaise(order.total)}`,
        meta: `${order.lines.reduce((sum, line) => sum + line.quantity, 0)} × · ${order.paidAt ? when(order.paidAt) : ''}`,
      }))}
    />
  );
}
