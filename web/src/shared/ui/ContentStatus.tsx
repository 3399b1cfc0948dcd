import { Page } from './Page';

/** What a content page shows before its content arrives, or when it could not be read. */
export function ContentStatus({ title, error }: { title: string; error: unknown }) {
  return (
    <Page title={title}>
      {error ? (
        <p role="alert">This page could not be loaded just now. Please check your connection and reload the page.</p>
      ) : (
        <p role="status">Loading…</p>
      )}
    </Page>
  );
}
