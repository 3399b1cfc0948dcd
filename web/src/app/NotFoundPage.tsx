import { data, type MetaArgs } from 'react-router';
import { pageHead } from '~/shared/route/head';
import { NotFound } from '~/shared/route/NotFound';

/** Any other address: status 404 with the "page not found" page, kept out of search indexes. */
export const loader = () => data(null, { status: 404 });

export const meta = (args: MetaArgs) => pageHead(null, args);

export { ErrorBoundary } from '~/shared/route/RouteErrorPage';

export default NotFound;
