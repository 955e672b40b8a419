import { useTranslation } from '@storefront/i18n/react';
import { Link } from 'react-router';
import { useStorefront } from '../state/storefront-context.js';

/** Login entry for guests, the account menu for customers (spec section 2 "Location bar"). */
export function AccountEntry() {
  const { t } = useTranslation('store');
  const { session } = useStorefront();
  return (
    <Link
      to={session ? '/auth/settings' : '/auth/login'}
      className="inline-flex min-h-11 shrink-0 items-center rounded-full border border-current px-3 text-sm font-semibold"
    >
      {session ? t('locationBar.account') : t('locationBar.login')}
    </Link>
  );
}
