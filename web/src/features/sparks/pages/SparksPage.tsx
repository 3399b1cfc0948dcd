import { Page } from '../../../shared/ui/Page';

export function SparksPage() {
  return <Page title="Sparks" />;
}
