import { Page } from '../../../shared/ui/Page';

export function DonatePage() {
  return <Page title="Donate" />;
}
