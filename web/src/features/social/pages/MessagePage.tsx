import { Page } from '../../../shared/ui/Page';

export function MessagePage() {
  return <Page title="Messages" />;
}
