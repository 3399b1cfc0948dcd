import { Badge, Box, Flex, Select, TextInput } from '@sanity/ui';
import { useState } from 'react';
import { DESK_ENQUIRY_ENDPOINTS } from '../../contracts/endpointAddresses/deskEnquiries';
import { ENQUIRY_STATUSES, type EnquiryStatus } from '../../contracts/deskRules';
import { DESK_SCREEN as T } from '../../contracts/messages/deskScreen';
import { callDesk } from './api';
import { DeskList } from './DeskList';
import { when } from './format';
import { useDeskData } from './useDeskData';

export const STATUS_TONE = { new: 'primary', answered: 'positive', closed: 'default' } as const;

/** The inbox: by status, words and assignee, newest first; choosing one opens it beside the list. */
export function EnquiryInbox({ chosen, onChoose, round }: { chosen?: number; onChoose: (id: number) => void; round: number }) {
  const [status, setStatus] = useState<EnquiryStatus | ''>('new');
  const [q, setQ] = useState('');
  const [assignee, setAssignee] = useState('');
  const query = { status: status || undefined, q: q.trim() || undefined, assignee: assignee || undefined };
  const { data, error } = useDeskData(() => callDesk(DESK_ENQUIRY_ENDPOINTS.list, { query }), JSON.stringify([query, round]));

  return (
    <DeskList
      testId="enquiry-list"
      filters={
        <>
          <Flex gap={2} wrap="wrap">
            <Box flex={1}>
              <Select aria-label={T.status} value={status} onChange={(event) => setStatus(event.currentTarget.value as EnquiryStatus | '')}>
                <option value="">{T.all}</option>
                {ENQUIRY_STATUSES.map((value) => (
                  <option key={value} value={value}>
                    {T.statuses[value]}
                  </option>
                ))}
              </Select>
            </Box>
            <Box flex={1}>
              <Select aria-label={T.assignedTo} value={assignee} onChange={(event) => setAssignee(event.currentTarget.value)}>
                <option value="">{`${T.assignedTo}: ${T.anyone}`}</option>
                <option value="me">{`${T.assignedTo}: ${T.me}`}</option>
                <option value="none">{`${T.assignedTo}: ${T.nobody}`}</option>
              </Select>
            </Box>
          </Flex>
          <TextInput aria-label={T.search} placeholder={T.enquirySearchPlaceholder} value={q} onChange={(event) => setQ(event.currentTarget.value)} />
        </>
      }
      error={error}
      empty={T.noEnquiries}
      chosen={chosen}
      onChoose={onChoose}
      entries={data?.enquiries.map((enquiry) => ({
        id: enquiry.id,
        title: enquiry.fullName,
        side: <Badge tone={STATUS_TONE[enquiry.status]}>{T.statuses[enquiry.status]}</Badge>,
        line: enquiry.message ?? T.noMessage,
        meta: [when(enquiry.createdAt), enquiry.page ? T.fromPage(T.pages[enquiry.page]) : '', enquiry.assignee?.name ?? ''].filter(Boolean).join(' · '),
      }))}
    />
  );
}
