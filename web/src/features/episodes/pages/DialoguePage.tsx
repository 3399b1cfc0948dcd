import { Page } from '../../../shared/ui/Page';

export function DialoguePage() {
  return <Page title="Dialogue" />;
}
