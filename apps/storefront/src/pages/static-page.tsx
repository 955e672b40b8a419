import type { Schemas } from '@storefront/api';
import { useTranslation } from '@storefront/i18n/react';
import DOMPurify from 'dompurify';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { api } from '@storefront/features/app-kit/api';
import { useLocalised } from '@storefront/features/app-kit/localise';
import { useStorefront } from '@storefront/features/session/storefront-context';
import { NotFoundPage } from '@storefront/ui/not-found-page';
import { PageFrame } from '@storefront/ui/page-frame';

/** A brand's static page: its HTML sanitised with DOMPurify before it is rendered. */
export function StaticPage() {
  const { t } = useTranslation(['common']);
  const { pageKey = '' } = useParams();
  const { brand } = useStorefront();
  const { pick } = useLocalised();
  const [page, setPage] = useState<Schemas['StaticPage'] | null | undefined>(undefined);

  useEffect(() => {
    api
      .POST('/static-pages/get-static-page', { body: { brandId: brand.brand._id, pageKey } })
      .then(({ data }) => setPage(data?.data ?? null))
      .catch(() => setPage(null));
  }, [brand.brand._id, pageKey]);

  return (
    <PageFrame>
      <header className="flex items-center gap-3 border-b border-line px-2 py-2">
        <Link
          to="/"
          aria-label={t('common:actions.back')}
          className="inline-flex size-11 items-center justify-center rounded-full hover:bg-canvas"
        >
          <span aria-hidden="true" className="text-2xl rtl:-scale-x-100">
            ←
          </span>
        </Link>
        {/* A missing page's heading is the not-found message below. */}
        {page !== null && <h1 className="text-lg font-bold">{page ? pick(page.linkTitle) : ''}</h1>}
      </header>
      {page === undefined && (
        <p role="status" className="p-6">
          {t('common:labels.loading')}
        </p>
      )}
      {page === null && <NotFoundPage spinnerMs={0} />}
      {page && (
        <article
          className="grid gap-3 px-4 py-4 [&_a]:underline [&_h2]:text-lg [&_h2]:font-bold [&_ol]:list-decimal [&_ol]:ps-6 [&_ul]:list-disc [&_ul]:ps-6"
          // Sanitised: brand-authored HTML never runs script or carries event handlers.
          dangerouslySetInnerHTML={{
            __html: DOMPurify.sanitize(pick(page.formattedData), { USE_PROFILES: { html: true } }),
          }}
        />
      )}
    </PageFrame>
  );
}
