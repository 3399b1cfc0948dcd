import { Badge, Box, Button, Card, Flex, Heading, Select, Stack, Text, TextArea } from '@sanity/ui';
import { useState } from 'react';
import type { DeskStaffMember } from '../../contracts/desk';
import { ENQUIRY_STATUSES, type EnquiryStatus } from '../../contracts/deskRules';
import { DESK_ENQUIRY_ENDPOINTS } from '../../contracts/endpointAddresses/deskEnquiries';
import { DESK_SCREEN as T } from '../../contracts/messages/deskScreen';
import { callDesk } from './api';
import { Problem } from './Problem';
import { STATUS_TONE } from './EnquiryInbox';
import { when } from './format';
import { RecordList } from './RecordList';
import { useDeskData } from './useDeskData';

const E = DESK_ENQUIRY_ENDPOINTS;

/** One enquiry: what was sent, the answers, and the desk's actions on it, with its record beside it. */
export function EnquiryDetail({ id, staff, onChanged }: { id: number; staff: DeskStaffMember[]; onChanged: () => void }) {
  const [round, setRound] = useState(0);
  const { data, error } = useDeskData(() => callDesk(E.get, { params: { enquiryId: id } }), `${id}:${round}`);
  const [answer, setAnswer] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ tone: 'positive' | 'critical'; text: string } | null>(null);

  async function act(call: () => Promise<{ message?: string }>, after?: () => void) {
    setBusy(true);
    setOutcome(null);
    try {
      const done = await call();
      setOutcome({ tone: 'positive', text: done.message ?? '' });
      after?.();
      setRound((n) => n + 1);
      onChanged();
    } catch (failure) {
      setOutcome({ tone: 'critical', text: failure instanceof Error ? failure.message : String(failure) });
    } finally {
      setBusy(false);
    }
  }

  if (error) return <Problem text={error} />;
  if (!data) return <Text muted>{T.loading}</Text>;
  const enquiry = data.enquiry;
  const params = { enquiryId: id };

  return (
    <Stack space={4} data-testid="enquiry-detail">
      <Stack space={3}>
        <Flex gap={2} align="center" wrap="wrap">
          <Heading as="h2" size={2}>
            {enquiry.fullName}
          </Heading>
          <Badge tone={STATUS_TONE[enquiry.status]}>{T.statuses[enquiry.status]}</Badge>
        </Flex>
        <Text size={1} muted>
          {enquiry.email} · {when(enquiry.createdAt)}
          {enquiry.page ? ` · ${T.fromPage(T.pages[enquiry.page])}` : ''}
          {enquiry.country ? ` · ${enquiry.country}` : ''}
          {enquiry.language ? ` · ${enquiry.language}` : ''}
        </Text>
        <Card padding={3} radius={2} tone="transparent" border>
          <Text style={{ whiteSpace: 'pre-wrap' }}>{enquiry.message ?? T.noMessage}</Text>
        </Card>
      </Stack>

      <Flex gap={3} wrap="wrap">
        <Box flex={1} style={{ minWidth: 160 }}>
          <Select
            aria-label={T.status}
            value={enquiry.status}
            disabled={busy}
            onChange={(event) => void act(() => callDesk(E.status, { params, body: { status: event.currentTarget.value as EnquiryStatus } }))}
          >
            {ENQUIRY_STATUSES.map((value) => (
              <option key={value} value={value}>
                {T.statuses[value]}
              </option>
            ))}
          </Select>
        </Box>
        <Box flex={1} style={{ minWidth: 160 }}>
          <Select
            aria-label={T.assignedTo}
            value={enquiry.assignee?.id ?? ''}
            disabled={busy}
            onChange={(event) => {
              const value = event.currentTarget.value;
              void act(() => callDesk(E.assignee, { params, body: { assigneeId: value ? Number(value) : null } }));
            }}
          >
            <option value="">{`${T.assignedTo}: ${T.nobody}`}</option>
            {staff.map((member) => (
              <option key={member.id} value={member.id}>{`${T.assignedTo}: ${member.name}`}</option>
            ))}
          </Select>
        </Box>
      </Flex>

      {enquiry.answers.length ? (
        <Stack space={2}>
          <Text as="h3" size={1} weight="semibold">
            {T.answers}
          </Text>
          {enquiry.answers.map((sent) => (
            <Card key={sent.id} padding={3} radius={2} tone="positive" border>
              <Stack space={2}>
                <Text size={1} muted>
                  {T.by(sent.by, when(sent.sentAt))}
                </Text>
                <Text style={{ whiteSpace: 'pre-wrap' }}>{sent.text}</Text>
              </Stack>
            </Card>
          ))}
        </Stack>
      ) : null}

      <Stack space={2} as="form" onSubmit={(event) => {
        event.preventDefault();
        void act(() => callDesk(E.answer, { params, body: { text: answer } }), () => setAnswer(''));
      }}>
        <Text as="label" size={1} weight="semibold" htmlFor={`answer-${id}`}>
          {T.answerLabel}
        </Text>
        <TextArea id={`answer-${id}`} rows={5} value={answer} onChange={(event) => setAnswer(event.currentTarget.value)} />
        <Flex>
          <Button type="submit" tone="primary" text={T.sendAnswer} disabled={busy || !answer.trim()} />
        </Flex>
      </Stack>
      {outcome ? (
        <Card padding={3} radius={2} tone={outcome.tone} role={outcome.tone === 'critical' ? 'alert' : 'status'}>
          <Text>{outcome.text}</Text>
        </Card>
      ) : null}

      <RecordList record={enquiry.record} />
    </Stack>
  );
}
