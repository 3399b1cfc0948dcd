import { useContent } from '~/shared/content/useContent';
import { ContentStatus } from '~/shared/ui/ContentStatus';
import { ManifestoLayout } from '../components/ManifestoLayout';
import { MissionSections } from '../components/MissionSections';
import { missionPageQuery } from '../queries';
import { pageLoader } from '~/shared/data/pageData';
import { contentRequest } from '~/shared/content/useContent';
import { contentHead } from '~/shared/route/head';

export function MissionPage() {
  const { data, error } = useContent(missionPageQuery);
  if (!data) return <ContentStatus title="Our Mission" error={error} />;
  return (
    <ManifestoLayout content={data} page="mission">
      <MissionSections content={data} />
    </ManifestoLayout>
  );
}

export const loader = pageLoader(() => [contentRequest(missionPageQuery)]);

export const meta = contentHead('mission');

export { ErrorBoundary } from '~/shared/route/RouteErrorPage';

export default MissionPage;
