import { Page } from '../../../shared/ui/Page';

export function VideoPreviewPage() {
  return <Page title="Video preview" />;
}
