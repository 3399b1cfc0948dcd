import { Card, Flex, Stack, Text, TextInput } from '@sanity/ui';
import { useState } from 'react';
import { DESK_DONATION_ENDPOINTS } from '../../contracts/endpointAddresses/deskDonations';
import { DESK_SCREEN as T } from '../../contracts/messages/deskScreen';
import { callDesk } from './api';
import { Problem } from './Problem';
import { formatPaise, when } from './format';
import { useDeskData } from './useDeskData';

/** Paid donations, newest first: by the donor's name, e-mail or receipt number and the days paid. */
export function DonationSearch({ chosen, onChoose, round }: { chosen?: number; onChoose: (id: number) => void; round: number }) {
  const [q, setQ] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const query = { q: q.trim() || undefined, from: from || undefined, to: to || undefined };
  const { data, error } = useDeskData(() => callDesk(DESK_DONATION_ENDPOINTS.list, { query }), JSON.stringify([query, round]));

  return (
    <Stack space={3}>
      <TextInput
        aria-label={T.search}
        placeholder={T.donationSearchPlaceholder}
        value={q}
        onChange={(event) => setQ(event.currentTarget.value)}
      />
      <Flex gap={2} wrap="wrap">
        <DateField id="desk-donations-from" label={T.paidFrom} value={from} onChange={setFrom} />
        <DateField id="desk-donations-to" label={T.paidTo} value={to} onChange={setTo} />
      </Flex>
      {error ? <Problem text={error} /> : null}
      {data && data.donations.length === 0 ? <Text muted>{T.noDonations}</Text> : null}
      <Stack space={2} as="ul" data-testid="donation-list">
        {data?.donations.map((donation) => (
          <Card
            key={donation.id}
            as="li"
            padding={3}
            radius={2}
            border
            tone={donation.id === chosen ? 'primary' : 'default'}
            style={{ cursor: 'pointer', listStyle: 'none' }}
            onClick={() => onChoose(donation.id)}
          >
            <Stack space={2}>
              <Flex justify="space-between" gap={2}>
                <Text weight="semibold">
                  <a href={`#${donation.id}`} onClick={(event) => event.preventDefault()}>
                    {donation.receiptNumber}
                  </a>
                </Text>
                <Text weight="semibold">{formatPaise(donation.amountPaise)}</Text>
              </Flex>
              <Text size={1} textOverflow="ellipsis">
                {donation.donor.name} · {donation.donor.email}
              </Text>
              <Text size={0} muted>
                {donation.causeTitle} · {when(donation.paidAt)}
              </Text>
            </Stack>
          </Card>
        ))}
      </Stack>
    </Stack>
  );
}

/** One end of the range of days paid: a labelled date box. */
function DateField({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <Stack space={2} flex={1}>
      <Text as="label" size={1} htmlFor={id}>
        {label}
      </Text>
      <TextInput id={id} type="date" value={value} onChange={(event) => onChange(event.currentTarget.value)} />
    </Stack>
  );
}
