import type { DemoBrandLink } from '@storefront/api/bootstrap';
import { useTranslation } from '@storefront/i18n/react';
import { NotFoundPage } from '@storefront/ui/not-found-page';
import { useEffect } from 'react';
import { LanguageToggle } from './app-shell.js';
import { PageFrame } from '@storefront/ui/page-frame';

/** A demo brand's own domain on this server's port, e.g. http://zaatar.localhost:3000/. */
function ownDomainHref(customDomain: string): string {
  const { protocol, port } = window.location;
  return `${protocol}//${customDomain}${port ? `:${port}` : ''}/`;
}

/**
 * No brand at this address (an unknown brand, or the shared domain's root): the kit's not-found
 * page in the visitor's language (spec sections 2 and 8). Outside production the root also offers
 * the demo brands' links, as the start command prints them.
 */
export function BrandNotFound({ demoBrands = [] }: { demoBrands?: readonly DemoBrandLink[] }) {
  const { t, i18n } = useTranslation('common');
  const arabic = i18n.language === 'ar';
  const title = t('appShell.notFound.text');
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
              label: t('appShell.notFound.ownDomain', { brand: name }),
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
        <NotFoundPage>
          {links.length > 0 && (
            <nav aria-labelledby="demo-brands-title" className="mt-6 grid w-full gap-3 text-start">
              <h2 id="demo-brands-title" className="text-center text-lg font-semibold">
                {t('appShell.notFound.demoBrands')}
              </h2>
              <ul className="grid gap-2">
                {links.map((link) => (
                  <li key={link.href}>
                    <a
                      href={link.href}
                      className="flex min-h-12 items-center justify-between gap-3 rounded-xl border border-line px-4 py-2 font-semibold hover:bg-canvas"
                    >
                      <span>{link.label}</span>
                      <span dir="ltr" className="min-w-0 truncate text-sm font-normal text-muted">
                        {link.href.startsWith('/') ? `${window.location.host}${link.href}` : link.href}
                      </span>
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          )}
        </NotFoundPage>
      </main>
    </PageFrame>
  );
}
