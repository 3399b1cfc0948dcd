import { LegalDocument } from '../components/LegalDocument';
import type { MetaArgs } from 'react-router';
import { pageLoader } from '~/shared/data/pageData';
import { contentRequest } from '~/shared/content/useContent';
import { answerOf, pageHead } from '~/shared/route/head';
import type { LegalPageQueryResult } from '@schemas/sanity.types';
import { legalPageQuery } from '../legalPageQuery';

/** Privacy Policy, from the `legalPage-privacy` document ("Last updated August 28, 2025"). */
export function PrivacyPage() {
  return <LegalDocument kind="privacy" fallbackTitle="Privacy Policy" dateLocale="en-US" />;
}

const request = contentRequest(legalPageQuery, { kind: 'privacy' });

export const loader = pageLoader(() => [request]);

export function meta(args: MetaArgs) {
  const legal = answerOf<LegalPageQueryResult>(args.data, request);
  return pageHead('privacy', args, { title: legal?.title, description: legal?.intro });
}

export { ErrorBoundary } from '~/shared/route/RouteErrorPage';

export default PrivacyPage;
