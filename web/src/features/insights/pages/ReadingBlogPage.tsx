import { Page } from '../../../shared/ui/Page';

export function ReadingBlogPage() {
  return <Page title="Article" />;
}
