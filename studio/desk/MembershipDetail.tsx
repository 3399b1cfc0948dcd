import { Badge, Box, Button, Card, Flex, Heading, Stack, Text, TextInput } from '@sanity/ui';
import { useState } from 'react';
import { DESK_MEMBERSHIP_ENDPOINTS } from '../../contracts/endpointAddresses/deskMemberships';
import { DESK_SCREEN as T } from '../../contracts/messages/deskScreen';
import { callDesk } from './api';
import { Problem } from './Problem';
import { day, formatPaise } from './format';
import { MEMBERSHIP_TONE } from './MembershipList';
import { RecordList } from './RecordList';
import { useDeskData } from './useDeskData';

const E = DESK_MEMBERSHIP_ENDPOINTS;

/** One paid membership: its member, plan and dates, extended by days or ended now with a reason, and its record. */
export function MembershipDetail({ id, onChanged }: { id: number; onChanged: () => void }) {
  const [round, setRound] = useState(0);
  const [days, setDays] = useState('30');
  const [extendReason, setExtendReason] = useState('');
  const [endReason, setEndReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ tone: 'positive' | 'critical'; text: string } | null>(null);
  const { data, error } = useDeskData(() => callDesk(E.get, { params: { membershipId: id } }), `${id}:${round}`);
  if (error) return <Problem text={error} />;
  if (!data) return <Text muted>{T.loading}</Text>;
  const membership = data.membership;
  const params = { membershipId: id };

  async function act(call: () => Promise<{ message?: string }>) {
    setBusy(true);
    setOutcome(null);
    try {
      const done = await call();
      setOutcome({ tone: 'positive', text: done.message ?? '' });
      setRound((n) => n + 1);
      onChanged();
    } catch (failure) {
      setOutcome({ tone: 'critical', text: failure instanceof Error ? failure.message : String(failure) });
    } finally {
      setBusy(false);
    }
  }

  const facts: [string, string][] = [
    [T.member, `${membership.member.name} · ${membership.member.email}`],
    [T.plan, T.planPeriod(membership.planName, membership.period)],
    [T.paid, formatPaise(membership.paidPaise)],
    [T.started, day(membership.startsAt)],
    [T.validUntil, day(membership.endsAt)],
    [T.paymentOrder, membership.orderId],
  ];
  return (
    <Stack space={4} data-testid="membership-detail">
      <Flex gap={2} align="center" wrap="wrap">
        <Heading as="h2" size={2}>
          {membership.member.name}
        </Heading>
        <Badge tone={MEMBERSHIP_TONE[membership.status]}>{T.membershipStatuses[membership.status]}</Badge>
      </Flex>
      <Card padding={3} radius={2} border>
        <Stack space={3} as="dl">
          {facts.map(([label, value]) => (
            <Flex key={label} gap={3} wrap="wrap">
              <Box style={{ minWidth: '10em' }}>
                <Text as="dt" size={1} weight="semibold">
                  {label}
                </Text>
              </Box>
              <Text as="dd" size={1}>
                {value}
              </Text>
            </Flex>
          ))}
        </Stack>
      </Card>
      <Stack space={2} as="form" aria-label={T.extendHeading} onSubmit={(event) => {
        event.preventDefault();
        if (!/^\d{1,5}$/.test(days.trim())) return setOutcome({ tone: 'critical', text: T.extendDaysInvalid });
        void act(() => callDesk(E.extend, { params, body: { days: Number(days), reason: extendReason } }));
      }}>
        <Text as="h3" size={1} weight="semibold">
          {T.extendHeading}
        </Text>
        <Flex gap={2} wrap="wrap">
          <Flex align="center" gap={2}>
            <Box style={{ width: '6em' }}>
              <TextInput aria-label={T.extendDays} inputMode="numeric" value={days} onChange={(event) => setDays(event.currentTarget.value)} />
            </Box>
            <Text size={1} muted>
              {T.days}
            </Text>
          </Flex>
          <Box flex={1} style={{ minWidth: '14em' }}>
            <TextInput aria-label={T.extendReason} placeholder={T.extendReason} value={extendReason} onChange={(event) => setExtendReason(event.currentTarget.value)} />
          </Box>
        </Flex>
        <Flex>
          <Button type="submit" tone="primary" text={T.extend} disabled={busy} />
        </Flex>
      </Stack>
      {membership.status !== 'ended' ? (
        <Card padding={3} radius={2} tone="critical" border>
          <Stack space={2} as="form" aria-label={T.endHeading} onSubmit={(event) => {
            event.preventDefault();
            void act(() => callDesk(E.end, { params, body: { reason: endReason } }));
          }}>
            <Text as="h3" size={1} weight="semibold">
              {T.endHeading}
            </Text>
            <TextInput aria-label={T.endReason} placeholder={T.endReason} value={endReason} onChange={(event) => setEndReason(event.currentTarget.value)} />
            <Flex>
              <Button type="submit" tone="critical" text={T.end} disabled={busy} />
            </Flex>
          </Stack>
        </Card>
      ) : null}
      {outcome ? (
        <Card padding={3} radius={2} tone={outcome.tone} role={outcome.tone === 'critical' ? 'alert' : 'status'}>
          <Text>{outcome.text}</Text>
        </Card>
      ) : null}
      <RecordList record={membership.record} />
    </Stack>
  );
}
