import { LegalDocument } from '../components/LegalDocument';

/** Privacy Policy, from the `legalPage-privacy` document ("Last updated August 28, 2025"). */
export function PrivacyPage() {
  return <LegalDocument kind="privacy" fallbackTitle="Privacy Policy" dateLocale="en-US" />;
}
