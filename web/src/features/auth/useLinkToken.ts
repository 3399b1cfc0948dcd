import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The token of an e-mailed link (`?token=`), read once and then taken out of the address bar: an
 * address keeps it in the browser's history, in a screenshot or a shared link. The page sends it in
 * a request body, never in an address.
 */
export function useLinkToken(): string {
  const [searchParams, setSearchParams] = useSearchParams();
  const [token] = useState(() => searchParams.get('token') ?? '');
  useEffect(() => {
    if (!searchParams.has('token')) return;
    setSearchParams(
      (params) => {
        params.delete('token');
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
    // Once, on arrival: the token is kept in state from the first render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return token;
}
