import { useContent } from '../../../shared/content/useContent';
import { ContentStatus } from '../../../shared/ui/ContentStatus';
import { ManifestoLayout } from '../components/ManifestoLayout';
import { MissionSections } from '../components/MissionSections';
import { missionPageQuery } from '../queries';

export function MissionPage() {
  const { data, error } = useContent(missionPageQuery);
  if (!data) return <ContentStatus title="Our Mission" error={error} />;
  return (
    <ManifestoLayout content={data}>
      <MissionSections content={data} />
    </ManifestoLayout>
  );
}
