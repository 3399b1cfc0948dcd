import { Page } from '../../../shared/ui/Page';

export function TermsPage() {
  return <Page title="Terms & Conditions" />;
}
