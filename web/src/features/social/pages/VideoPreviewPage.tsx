import { Page } from '~/shared/ui/Page';
import { contentHead } from '~/shared/route/head';

export function VideoPreviewPage() {
  return <Page title="Video preview" />;
}

export const meta = contentHead('videoPreview');

export { ErrorBoundary } from '~/shared/route/RouteErrorPage';

export default VideoPreviewPage;
