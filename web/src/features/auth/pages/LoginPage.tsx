import { Page } from '../../../shared/ui/Page';

export function LoginPage() {
  return <Page title="Log In" />;
}
