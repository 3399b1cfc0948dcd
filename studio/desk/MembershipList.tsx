import { Badge, Box, Button, Flex, Select, TextInput } from '@sanity/ui';
import { useState } from 'react';
import { MEMBERSHIP_STATUSES, type MembershipStatus } from '../../contracts/deskRules';
import { DESK_MEMBERSHIP_ENDPOINTS } from '../../contracts/endpointAddresses/deskMemberships';
import { DESK_SCREEN as T } from '../../contracts/messages/deskScreen';
import { callDesk, downloadDesk } from './api';
import { DeskList } from './DeskList';
import { day, formatPaise } from './format';
import { useDeskData } from './useDeskData';

export const MEMBERSHIP_TONE = { active: 'positive', 'ending-soon': 'caution', ended: 'default' } as const;

/** Paid memberships, in force ones ending soonest first, by status and the member's words; the same list as a CSV file. */
export function MembershipList({ chosen, onChoose, round }: { chosen?: number; onChoose: (id: number) => void; round: number }) {
  const [status, setStatus] = useState<MembershipStatus | ''>('');
  const [q, setQ] = useState('');
  const [csvError, setCsvError] = useState<string>();
  const query = { status: status || undefined, q: q.trim() || undefined };
  const { data, error } = useDeskData(() => callDesk(DESK_MEMBERSHIP_ENDPOINTS.list, { query }), JSON.stringify([query, round]));

  return (
    <DeskList
      testId="membership-list"
      filters={
        <>
          <Flex gap={2} wrap="wrap">
            <Box flex={1}>
              <Select aria-label={T.status} value={status} onChange={(event) => setStatus(event.currentTarget.value as MembershipStatus | '')}>
                <option value="">{T.all}</option>
                {MEMBERSHIP_STATUSES.map((value) => (
                  <option key={value} value={value}>
                    {T.membershipStatuses[value]}
                  </option>
                ))}
              </Select>
            </Box>
            <Button
              mode="ghost"
              text={T.downloadCsv}
              onClick={() => {
                setCsvError(undefined);
                downloadDesk(DESK_MEMBERSHIP_ENDPOINTS.csv, { query }).catch((failure: unknown) => setCsvError(failure instanceof Error ? failure.message : String(failure)));
              }}
            />
          </Flex>
          <TextInput aria-label={T.search} placeholder={T.membershipSearchPlaceholder} value={q} onChange={(event) => setQ(event.currentTarget.value)} />
        </>
      }
      error={error ?? csvError}
      empty={T.noMemberships}
      chosen={chosen}
      onChoose={onChoose}
      entries={data?.memberships.map((membership) => ({
        id: membership.id,
        title: membership.member.name,
        side: <Badge tone={MEMBERSHIP_TONE[membership.status]}>{T.membershipStatuses[membership.status]}</Badge>,
        line: `${T.planPeriod(membership.planName, membership.period)} · ${formatPaise(membership.paidPaise)}`,
        meta: `${day(membership.startsAt)} – ${day(membership.endsAt)} · ${membership.member.email}`,
      }))}
    />
  );
}
