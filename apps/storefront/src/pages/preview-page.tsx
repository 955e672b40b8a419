import { resolveError, type Schemas } from '@storefront/api';
import { translateServerError, type ServerErrorLike } from '@storefront/i18n';
import { useTranslation } from '@storefront/i18n/react';
import { useEffect, useState } from 'react';
import { MenuItemCard } from '@storefront/ui/menu-item-card';
import type { MenuItem } from '@storefront/core';
import { useHref, useNavigate } from 'react-router';
import { api } from '@storefront/features/app-kit/api';
import { useLocalised } from '@storefront/features/app-kit/localise';
import { useStorefront } from '@storefront/features/session/storefront-context';
import { PageFrame } from '@storefront/ui/page-frame';

/** Read-only preview of the brand's catalogue (spec section 2 `/{domainName}/preview`). */
export function PreviewPage() {
  const { t } = useTranslation(['store', 'common']);
  const { brand } = useStorefront();
  const { pick, language } = useLocalised();
  const [menu, setMenu] = useState<Schemas['Menu'] | null>(null);
  const [failure, setFailure] = useState<ServerErrorLike | null>(null);

  useEffect(() => {
    let cancelled = false;
    api
      .POST('/menus/get-brand-menu', { body: { brandId: brand.brand._id } })
      .then(({ data, error }) => {
        if (cancelled) return;
        if (data) setMenu(data.data);
        else setFailure(resolveError(error));
      })
      .catch((reason: unknown) => !cancelled && setFailure(resolveError(reason)));
    return () => {
      cancelled = true;
    };
  }, [brand.brand._id]);

  return (
    <PageFrame bottomSpace="end">
      <header className="bg-brand px-4 py-4 text-on-brand">
        <h1 className="text-xl font-bold">
          {language === 'ar' ? brand.brand.brandNameAR : brand.brand.brandName}
        </h1>
        <p className="text-sm opacity-90">{t('store:item.previewOnly')}</p>
      </header>
      <main>
        {!menu && !failure && (
          <p role="status" className="p-6 text-center">
            {t('store:menu.loading')}
          </p>
        )}
        {failure && (
          <p role="alert" className="p-6 text-center text-danger">
            {translateServerError(failure, language)}
          </p>
        )}
        {menu?.categories.map((category) => (
          <section key={category.categoryId._id} className="px-4 py-2">
            <h2 className="py-2 text-lg font-bold">
              {pick({
                en: category.categoryId.baseLanguage.name,
                ar: category.categoryId.translations.ar.name,
              })}
            </h2>
            <ul className="grid gap-3">
              {category.items.map(({ itemId: item }) => (
                <li key={item._id}>
                  <PreviewItem item={item} categoryId={category.categoryId._id} />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </main>
    </PageFrame>
  );
}

function PreviewItem({ item, categoryId }: { item: Schemas['Item']; categoryId: string }) {
  const { pick } = useLocalised();
  const navigate = useNavigate();
  const path = `/preview/item-detail?itemId=${item._id}&categoryId=${categoryId}`;
  const href = useHref(path);
  return (
    <MenuItemCard
      title={pick({ en: item.baseLanguage.title, ar: item.translations.ar.title })}
      description={pick({ en: item.baseLanguage.description, ar: item.translations.ar.description })}
      imageUrl={item.images[0]?.url}
      price={item.price as MenuItem['price']}
      href={href}
      onSelect={() => void navigate(path)}
    />
  );
}
