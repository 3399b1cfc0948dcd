import { Page } from '../../../shared/ui/Page';

export function BookDetailPage() {
  return <Page title="Book details" />;
}
