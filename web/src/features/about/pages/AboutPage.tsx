import { useContent } from '../../../shared/content/useContent';
import { ContentStatus } from '../../../shared/ui/ContentStatus';
import { ManifestoLayout } from '../components/ManifestoLayout';
import { aboutPageQuery } from '../queries';

export function AboutPage() {
  const { data, error } = useContent(aboutPageQuery);
  if (!data) return <ContentStatus title="Why Jnanam" error={error} />;
  return <ManifestoLayout content={data} />;
}
