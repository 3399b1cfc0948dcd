import { Card, Flex, Stack, Text } from '@sanity/ui';
import type { ReactNode } from 'react';
import { Problem } from './Problem';

/** One item of a desk list: its name (the link), what sits at its right (a badge, an amount), and two lines below. */
export interface DeskListEntry {
  id: number;
  title: string;
  side: ReactNode;
  line: ReactNode;
  meta: ReactNode;
}

/**
 * The frame every desk list shares: its filters on top, the server's refusal or an empty-state
 * line, then the items as cards; the chosen one is marked, and choosing one opens it beside the list.
 */
export function DeskList({
  filters,
  error,
  empty,
  entries,
  chosen,
  onChoose,
  testId,
}: {
  filters: ReactNode;
  error?: string;
  empty: string;
  /** Undefined while the first read is under way. */
  entries?: DeskListEntry[];
  chosen?: number;
  onChoose: (id: number) => void;
  testId: string;
}) {
  return (
    <Stack space={3}>
      {filters}
      {error ? <Problem text={error} /> : null}
      {entries && entries.length === 0 ? <Text muted>{empty}</Text> : null}
      <Stack space={2} as="ul" data-testid={testId}>
        {entries?.map((entry) => (
          <Card
            key={entry.id}
            as="li"
            padding={3}
            radius={2}
            border
            tone={entry.id === chosen ? 'primary' : 'default'}
            style={{ cursor: 'pointer', listStyle: 'none' }}
            onClick={() => onChoose(entry.id)}
          >
            <Stack space={2}>
              <Flex justify="space-between" gap={2}>
                <Text weight="semibold" textOverflow="ellipsis">
                  <a href={`#${entry.id}`} aria-current={entry.id === chosen ? 'true' : undefined} onClick={(event) => event.preventDefault()}>
                    {entry.title}
                  </a>
                </Text>
                {entry.side}
              </Flex>
              <Text size={1} textOverflow="ellipsis">
                {entry.line}
              </Text>
              <Text size={0} muted>
                {entry.meta}
              </Text>
            </Stack>
          </Card>
        ))}
      </Stack>
    </Stack>
  );
}
