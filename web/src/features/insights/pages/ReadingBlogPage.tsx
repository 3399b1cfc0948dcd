import { Page } from '~/shared/ui/Page';
import type { MetaArgs } from 'react-router';
import { pageHead } from '~/shared/route/head';

export function ReadingBlogPage() {
  return <Page title="Article" />;
}

export const meta = (args: MetaArgs) => pageHead('readingBlog', args, { keep: ['article'] });

export { ErrorBoundary } from '~/shared/route/RouteErrorPage';

export default ReadingBlogPage;
