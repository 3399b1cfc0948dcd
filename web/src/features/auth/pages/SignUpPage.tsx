import { Page } from '../../../shared/ui/Page';

export function SignUpPage() {
  return <Page title="Sign Up" />;
}
