import { Card, Text } from '@sanity/ui';

/** A refusal or failure in the server's own words, announced to screen readers. */
export function Problem({ text }: { text: string }) {
  return (
    <Card padding={3} radius={2} tone="critical" role="alert">
      <Text>{text}</Text>
    </Card>
  );
}
