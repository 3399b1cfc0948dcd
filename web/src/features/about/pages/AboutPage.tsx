import { useContent } from '~/shared/content/useContent';
import { ContentStatus } from '~/shared/ui/ContentStatus';
import { ManifestoLayout } from '../components/ManifestoLayout';
import { aboutPageQuery } from '../queries';
import { pageLoader } from '~/shared/data/pageData';
import { contentRequest } from '~/shared/content/useContent';
import { contentHead } from '~/shared/route/head';

export function AboutPage() {
  const { data, error } = useContent(aboutPageQuery);
  if (!data) return <ContentStatus title="Why Jnanam" error={error} />;
  return <ManifestoLayout content={data} page="about" />;
}

export const loader = pageLoader(() => [contentRequest(aboutPageQuery)]);

export const meta = contentHead('about');

export { ErrorBoundary } from '~/shared/route/RouteErrorPage';

export default AboutPage;
