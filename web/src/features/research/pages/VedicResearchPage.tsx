import { Page } from '../../../shared/ui/Page';

export function VedicResearchPage() {
  return <Page title="Institute of Vedic Research" />;
}
