import { Page } from '../../../shared/ui/Page';

export function HomePage() {
  return <Page title="The power of one" />;
}
