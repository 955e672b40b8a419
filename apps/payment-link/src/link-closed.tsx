import type { PaymentLink } from './link-flow/link-actors.js';
import { useTranslation } from '@storefront/i18n/react';
import { Button } from '@storefront/ui/button';
import { leaveToBrandHome } from './routes.js';

/** 'Explore other products': out of the payment-link app, to the brand home in the storefront. */
export function ExploreButton({ basePath }: { basePath: string }) {
  const { t } = useTranslation('paymentLink');
  return (
    <Button variant="secondary" block onClick={() => leaveToBrandHome(basePath)}>
      {t('exploreOtherProducts')}
    </Button>
  );
}

/** A link that takes no payment: expired (beyond the spec) or one that cannot be read. */
export function LinkClosed({
  basePath,
  title,
  link,
}: {
  basePath: string;
  title: string;
  link?: PaymentLink;
}) {
  const { t } = useTranslation('paymentLink');
  return (
    <main className="mx-auto flex min-h-dvh max-w-panel flex-col justify-center gap-4 px-4 pb-10 text-center">
      <h1 className="text-xl font-bold">{title}</h1>
      {link && <p className="text-sm text-muted">{link.cartId}</p>}
      <p className="text-muted">{t(link ? 'expiredHint' : 'unavailableHint')}</p>
      <ExploreButton basePath={basePath} />
    </main>
  );
}
