import { Flex, Stack, Text, TextInput } from '@sanity/ui';
import { useState } from 'react';
import { DESK_DONATION_ENDPOINTS } from '../../contracts/endpointAddresses/deskDonations';
import { DESK_SCREEN as T } from '../../contracts/messages/deskScreen';
import { callDesk } from './api';
import { DeskList } from './DeskList';
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
    <DeskList
      testId="donation-list"
      filters={
        <>
          <TextInput aria-label={T.search} placeholder={T.donationSearchPlaceholder} value={q} onChange={(event) => setQ(event.currentTarget.value)} />
          <Flex gap={2} wrap="wrap">
            <DateField id="desk-donations-from" label={T.paidFrom} value={from} onChange={setFrom} />
            <DateField id="desk-donations-to" label={T.paidTo} value={to} onChange={setTo} />
          </Flex>
        </>
      }
      error={error}
      empty={T.noDonations}
      chosen={chosen}
      onChoose={onChoose}
      entries={data?.donations.map((donation) => ({
        id: donation.id,
        title: donation.receiptNumber,
        side: <Text weight="semibold">{formatPaise(donation.amountPaise)}</Text>,
        line: `${donation.donor.name} · ${donation.donor.email}`,
        meta: `${donation.causeTitle} · ${when(donation.paidAt)}`,
      }))}
    />
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
