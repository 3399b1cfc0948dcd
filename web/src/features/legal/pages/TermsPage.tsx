import { LegalDocument } from '../components/LegalDocument';
import type { MetaArgs } from 'react-router';
import { pageLoader } from '~/shared/data/pageData';
import { contentRequest } from '~/shared/content/useContent';
import { answerOf, pageHead } from '~/shared/route/head';
import type { LegalPageQueryResult } from '@schemas/sanity.types';
import { legalPageQuery } from '../legalPageQuery';

/** Terms & Conditions, from the `legalPage-terms` document ("Last updated 28 August 2025"). */
export function TermsPage() {
  return <LegalDocument kind="terms" fallbackTitle="Terms & Conditions" dateLocale="en-GB" />;
}

const request = contentRequest(legalPageQuery, { kind: 'terms' });

export const loader = pageLoader(() => [request]);

export function meta(args: MetaArgs) {
  const legal = answerOf<LegalPageQueryResult>(args.data, request);
  return pageHead('terms', args, { title: legal?.title, description: legal?.intro });
}

export { ErrorBoundary } from '~/shared/route/RouteErrorPage';

export default TermsPage;
