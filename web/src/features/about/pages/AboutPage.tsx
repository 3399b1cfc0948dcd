import { Page } from '../../../shared/ui/Page';

export function AboutPage() {
  return <Page title="Why Jnanam" />;
}
