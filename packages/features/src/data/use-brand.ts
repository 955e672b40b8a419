import type { BrandInfo } from '@storefront/api';
import { resolveErrorMessage } from '@storefront/api';
import { useEffect, useState } from 'react';
import { api } from '../app-kit/api.js';
import type { PageBootstrap } from '@storefront/api/bootstrap';

export type BrandState =
  | { status: 'loading' }
  | { status: 'found'; brand: BrandInfo }
  | { status: 'not-found' }
  | { status: 'error'; message: string };

/** The brand from the inlined bootstrap, or fetched by temporary domain name when none was inlined. */
export function useBrand(bootstrap: PageBootstrap): BrandState {
  const [state, setState] = useState<BrandState>(() =>
    bootstrap.brand ? { status: 'found', brand: bootstrap.brand } : { status: 'loading' },
  );
  useEffect(() => {
    if (bootstrap.brand) return;
    const temporaryDomainName = bootstrap.basePath.slice(1);
    if (!temporaryDomainName) {
      setState({ status: 'not-found' });
      return;
    }
    let cancelled = false;
    api
      .POST('/branding/get-brand-info-by-temporary-domain', { body: { temporaryDomainName } })
      .then(({ data, response, error }) => {
        if (cancelled) return;
        if (data) setState({ status: 'found', brand: data.data });
        else if (response.status === 404 || response.status === 400) setState({ status: 'not-found' });
        else setState({ status: 'error', message: resolveErrorMessage(error) });
      })
      .catch((error: unknown) => {
        if (!cancelled) setState({ status: 'error', message: resolveErrorMessage(error) });
      });
    return () => {
      cancelled = true;
    };
  }, [bootstrap]);
  return state;
}
