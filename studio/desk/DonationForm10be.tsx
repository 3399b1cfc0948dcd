import { Box, Button, Card, Flex, Heading, Stack, Text } from '@sanity/ui';
import { useState } from 'react';
import type { Form10beYear } from '../../contracts/deskForm10be';
import { DESK_FORM_10BE_ENDPOINTS } from '../../contracts/endpointAddresses/deskForm10be';
import { DESK_SCREEN } from '../../contracts/messages/deskScreen';
import { FORM_10BE_SCREEN as T } from '../../contracts/messages/form10be';
import { callDesk } from './api';
import { downloadFromDesk } from './deskFile';
import { formatPaise, when } from './format';
import { Problem } from './Problem';
import { useDeskData } from './useDeskData';

/**
 * The donor's Form 10BE certificates, from one of their donations: each financial year they gave in
 * (by the donation's PAN) with its total, and for a year that has ended, its certificate made as a
 * PDF or e-mailed to the donor. Each outcome is said in the server's words; the record beside the
 * donation shows it after.
 */
export function DonationForm10be({ donationId, onChanged }: { donationId: number; onChanged: () => void }) {
  const [round, setRound] = useState(0);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ tone: 'positive' | 'critical'; text: string } | null>(null);
  const { data, error } = useDeskData(() => callDesk(DESK_FORM_10BE_ENDPOINTS.years, { params: { donationId } }), `${donationId}:${round}`);

  async function act(work: () => Promise<string>) {
    setBusy(true);
    setOutcome(null);
    try {
      setOutcome({ tone: 'positive', text: await work() });
      setRound((n) => n + 1);
      onChanged();
    } catch (failure) {
      setOutcome({ tone: 'critical', text: failure instanceof Error ? failure.message : String(failure) });
    } finally {
      setBusy(false);
    }
  }
  const download = (year: Form10beYear) =>
    act(async () => T.made(await downloadFromDesk(DESK_FORM_10BE_ENDPOINTS.make, { params: { donationId }, body: { financialYear: year.financialYear } })));
  const email = (year: Form10beYear) =>
    act(async () => (await callDesk(DESK_FORM_10BE_ENDPOINTS.send, { params: { donationId }, body: { financialYear: year.financialYear } })).message);

  return (
    <Stack space={3} as="section" aria-labelledby="form-10be-heading">
      <Heading as="h3" size={1} id="form-10be-heading">
        {T.heading}
      </Heading>
      {error ? <Problem text={error} /> : null}
      {!data && !error ? <Text muted>{DESK_SCREEN.loading}</Text> : null}
      {data && !data.pan ? <Text muted>{T.noPan}</Text> : null}
      {data?.years.map((year) => (
        <Card key={year.financialYear} padding={3} radius={2} border data-testid={`form-10be-${year.financialYear}`}>
          <Stack space={3}>
            <Text weight="semibold">{T.forYear(year.financialYear)}</Text>
            <Text size={1}>{T.givenInYear(year.donations, formatPaise(year.totalPaise))}</Text>
            {year.certificate ? (
              <Text size={1} muted>
                {T.certificate(year.certificate.number)} ·{' '}
                {year.certificate.emailedAt && year.certificate.emailedTo ? T.emailedTo(year.certificate.emailedTo, when(year.certificate.emailedAt)) : T.notEmailed}
              </Text>
            ) : null}
            {year.closed ? (
              <Flex gap={2} wrap="wrap">
                <Button text={T.download} mode="ghost" disabled={busy} onClick={() => void download(year)} />
                <Button text={T.email} tone="primary" disabled={busy} onClick={() => void email(year)} />
              </Flex>
            ) : (
              <Box>
                <Text size={1} muted>
                  {T.yearOpen(year.opensOn)}
                </Text>
              </Box>
            )}
          </Stack>
        </Card>
      ))}
      {outcome ? (
        <Card padding={3} radius={2} tone={outcome.tone} role={outcome.tone === 'critical' ? 'alert' : 'status'}>
          <Text>{outcome.text}</Text>
        </Card>
      ) : null}
    </Stack>
  );
}
