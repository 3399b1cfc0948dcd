import { LegalDocument } from '../components/LegalDocument';

/** Terms & Conditions, from the `legalPage-terms` document ("Last updated 28 August 2025"). */
export function TermsPage() {
  return <LegalDocument kind="terms" fallbackTitle="Terms & Conditions" dateLocale="en-GB" />;
}
