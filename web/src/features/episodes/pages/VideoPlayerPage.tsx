import { Page } from '../../../shared/ui/Page';

export function VideoPlayerPage() {
  return <Page title="Episode" />;
}
