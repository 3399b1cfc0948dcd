import { Box, Button, Card, Flex, Heading, Stack, Text } from '@sanity/ui';
import { useState } from 'react';
import { DESK_DONATION_ENDPOINTS } from '../../contracts/endpointAddresses/deskDonations';
import { DESK_SCREEN as T } from '../../contracts/messages/deskScreen';
import { callDesk } from './api';
import { DonationForm10be } from './DonationForm10be';
import { Problem } from './Problem';
import { formatPaise, when } from './format';
import { RecordList } from './RecordList';
import { useDeskData } from './useDeskData';

/** One paid donation: what its receipt says, a way to e-mail the receipt again, the donor's Form 10BE, and its record. */
export function DonationDetail({ id }: { id: number }) {
  const [round, setRound] = useState(0);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ tone: 'positive' | 'critical'; text: string } | null>(null);
  const { data, error } = useDeskData(() => callDesk(DESK_DONATION_ENDPOINTS.get, { params: { donationId: id } }), `${id}:${round}`);
  if (error) return <Problem text={error} />;
  if (!data) return <Text muted>{T.loading}</Text>;
  const donation = data.donation;

  async function resend() {
    setBusy(true);
    setOutcome(null);
    try {
      const done = await callDesk(DESK_DONATION_ENDPOINTS.resendReceipt, { params: { donationId: id } });
      setOutcome({ tone: 'positive', text: done.message ?? '' });
      setRound((n) => n + 1);
    } catch (failure) {
      setOutcome({ tone: 'critical', text: failure instanceof Error ? failure.message : String(failure) });
    } finally {
      setBusy(false);
    }
  }

  const facts: [string, string][] = [
    [T.donor, `${donation.donor.name} · ${donation.donor.email}`],
    [T.amount, formatPaise(donation.amountPaise)],
    [T.cause, donation.causeTitle],
    [T.paid, when(donation.paidAt)],
    [T.financialYear, donation.financialYear],
    [T.pan, donation.pan ?? '—'],
    [T.address, donation.address ?? '—'],
    [T.phone, `${donation.phone} (${donation.country})`],
    [T.receiptEmailed, donation.receiptEmailedAt ? when(donation.receiptEmailedAt) : T.never],
  ];
  return (
    <Stack space={4} data-testid="donation-detail">
      <Heading as="h2" size={2}>
        {donation.receiptNumber}
      </Heading>
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
      <Flex>
        <Button text={T.resendReceipt} tone="primary" disabled={busy} onClick={() => void resend()} />
      </Flex>
      {outcome ? (
        <Card padding={3} radius={2} tone={outcome.tone} role={outcome.tone === 'critical' ? 'alert' : 'status'}>
          <Text>{outcome.text}</Text>
        </Card>
      ) : null}
      <DonationForm10be donationId={id} onChanged={() => setRound((n) => n + 1)} />
      <RecordList record={donation.record} />
    </Stack>
  );
}
