import { Box, Card, Stack, Text } from '@sanity/ui';
import type { DeskRecordEntry } from '../../contracts/desk';
import { DESK_SCREEN as T } from '../../contracts/messages/deskScreen';
import { when } from './format';

// A moment the server wrote (an ISO timestamp) is shown as staff read dates elsewhere on the desk.
const MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;
const show = (value: unknown) =>
  value === null || value === undefined ? '—' : typeof value === 'string' ? (MOMENT.test(value) ? when(value) : value) : JSON.stringify(value);

/** An item's record beside it: who did what, when, and each changed field before → after. */
export function RecordList({ record }: { record: DeskRecordEntry[] }) {
  return (
    <Stack space={3} as="section" aria-label={T.onRecord} data-testid="desk-record">
      <Text as="h3" size={1} weight="semibold">
        {T.onRecord}
      </Text>
      {record.length === 0 ? (
        <Text size={1} muted>
          {T.nothingOnRecord}
        </Text>
      ) : (
        record.map((entry) => (
          <Card key={entry.id} padding={3} radius={2} tone="transparent" border>
            <Stack space={2}>
              <Text size={1} weight="semibold">
                {entry.action}
              </Text>
              <Text size={1} muted>
                {T.by(entry.by, when(entry.at))}
              </Text>
              {Object.keys(entry.after).map((field) => (
                <Box key={field}>
                  <Text size={1}>
                    {field}: {show(entry.before[field])} → {show(entry.after[field])}
                  </Text>
                </Box>
              ))}
            </Stack>
          </Card>
        ))
      )}
    </Stack>
  );
}
