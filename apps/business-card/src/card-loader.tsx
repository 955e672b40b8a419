import type { PageBootstrap } from '@storefront/api/bootstrap';
import type { Schemas } from '@storefront/api';
import { api } from '@storefront/features/app-kit/api';
import { useTranslation } from '@storefront/i18n/react';
import { FullPageSpinner } from '@storefront/ui/full-page-spinner';
import { NotFoundPage } from '@storefront/ui/not-found-page';
import { useEffect, useState } from 'react';
import { CardPage } from './card-page.js';

type CardState =
  { status: 'loading' } | { status: 'found'; card: Schemas['BusinessCard'] } | { status: 'missing' };

/** The slug of the card: from the path the server resolved, else `?slug=`. */
function slugOf(bootstrap: PageBootstrap): string | null {
  return bootstrap.slug ?? new URLSearchParams(window.location.search).get('slug');
}

/**
 * The card the server inlined into the page (first paint without a round trip), else read by
 * slug; an unknown or missing slug shows the not-found view with its message.
 */
export function CardLoader({ bootstrap }: { bootstrap: PageBootstrap }) {
  const { t } = useTranslation('businessCard');
  const [state, setState] = useState<CardState>(() => {
    if (bootstrap.businessCard) return { status: 'found', card: bootstrap.businessCard };
    if (bootstrap.businessCard === null || !slugOf(bootstrap)) return { status: 'missing' };
    return { status: 'loading' };
  });

  useEffect(() => {
    if (state.status !== 'loading') return undefined;
    let cancelled = false;
    const slug = slugOf(bootstrap) ?? '';
    api
      .GET('/user/{slug}/get-user-brands-by-slug', { params: { path: { slug } } })
      .then(
        ({ data }) =>
          !cancelled && setState(data ? { status: 'found', card: data.data } : { status: 'missing' }),
      )
      .catch(() => !cancelled && setState({ status: 'missing' }));
    return () => {
      cancelled = true;
    };
  }, [bootstrap, state.status]);

  if (state.status === 'loading') return <FullPageSpinner />;
  if (state.status === 'missing') return <NotFoundPage message={t('notFound')} spinnerMs={0} />;
  return <CardPage card={state.card} />;
}
