import { Page } from '../../../shared/ui/Page';

export function StreamPage() {
  return <Page title="Stream" />;
}
