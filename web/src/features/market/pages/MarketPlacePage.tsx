import { Page } from '../../../shared/ui/Page';

export function MarketPlacePage() {
  return <Page title="Marketplace" />;
}
