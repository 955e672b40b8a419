import type { DemoBrandLink } from '@storefront/api/bootstrap';
import { useTranslation } from '@storefront/i18n/react';
import { Button } from '@storefront/ui/button';
import { NotFoundPage } from '@storefront/ui/not-found-page';
import { PageFrame } from '@storefront/ui/page-frame';
import { useEffect } from 'react';
import { LanguageToggle } from './app-shell.js';

/** A demo brand's own domain on this server's port, e.g. http://zaatar.localhost:3000/. */
function ownDomainHref(customDomain: string): string {
  const { protocol, port } = window.location;
  return `${protocol}//${customDomain}${port ? `:${port}` : ''}/`;
}

/** An address as the list writes every one: host and path, no scheme, no trailing slash ('localhost:3000/zaatar-house'). */
function shownAddress(href: string): string {
  const url = new URL(href, window.location.href);
  return `${url.host}${url.pathname}`.replace(/\/$/, '');
}

/**
 * No brand at this address (spec sections 2 and 8), in the visitor's language. An unknown brand:
 * the not-found page with what it means and a way back. The shared domain's root
 * outside production: the demo brands, each with its address in full, answered 200.
 */
export function BrandNotFound({ demoBrands = [] }: { demoBrands?: readonly DemoBrandLink[] }) {
  // Its own texts load with it (store), keeping the first paint's common texts small.
  const { t, i18n } = useTranslation(['common', 'store']);
  const arabic = i18n.language === 'ar';
  const landing = demoBrands.length > 0;
  const title = landing ? t('common:appShell.notFound.demoBrands') : t('common:appShell.notFound.text');
  useEffect(() => {
    document.title = title;
  }, [title]);
  const links = demoBrands.flatMap((brand) => {
    const name = arabic ? brand.name.ar : brand.name.en;
    return [
      { href: brand.path, label: name },
      ...(brand.customDomain
        ? [
            {
              href: ownDomainHref(brand.customDomain),
              label: t('common:appShell.notFound.ownDomain', { brand: name }),
            },
          ]
        : []),
    ];
  });
  return (
    <PageFrame className="text-ink">
      <div className="flex justify-end px-3 pt-2">
        <LanguageToggle />
      </div>
      <main>
        {landing ? (
          <nav aria-labelledby="demo-brands-title" className="mx-auto grid max-w-panel gap-4 px-4 py-8">
            <h1 id="demo-brands-title" className="text-2xl font-bold">
              {title}
            </h1>
            <p className="text-muted">{t('store:brandNotFound.demoIntro')}</p>
            <ul className="grid gap-2">
              {links.map((link) => (
                <li key={link.href}>
                  <a
                    href={link.href}
                    className="grid min-h-12 gap-0.5 rounded-xl border border-line px-4 py-3 hover:bg-canvas"
                  >
                    <span className="font-semibold">{link.label}</span>
                    <span className="text-sm break-all text-muted">
                      <bdi dir="ltr">{shownAddress(link.href)}</bdi>
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ) : (
          <NotFoundPage>
            <p className="max-w-80 text-muted">{t('store:brandNotFound.noBrand')}</p>
            {window.history.length > 1 && (
              <Button variant="secondary" onClick={() => window.history.back()} className="min-w-40">
                {t('store:brandNotFound.goBack')}
              </Button>
            )}
          </NotFoundPage>
        )}
      </main>
    </PageFrame>
  );
}
