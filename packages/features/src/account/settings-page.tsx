import { useTranslation } from '@storefront/i18n/react';
import { formatAed, formatPhone } from '@storefront/i18n';
import { PageHeader } from '@storefront/ui/page-header';
import { useState } from 'react';
import { Link, useHref, useNavigate } from 'react-router';
import { useLocalised } from '../app-kit/localise.js';
import { useStorefront } from '../session/storefront-context.js';
import { useWallet } from '../data/use-wallet.js';
import { ProfileModal } from './profile-modal.js';
import { useAppRoutes } from '../app-kit/routes.js';
import { PageFrame } from '@storefront/ui/page-frame';

/**
 * The account menu (spec section 2): greeting with the phone number, 'This is your account for
 * {brand}', Order history, Wallet balance (with lifetime spending), Update profile, Logout. At a
 * table (`dineIn`): the brand's picture as header, the all-orders link and Logout.
 */
export function SettingsPage({ dineIn = false }: { dineIn?: boolean }) {
  const routes = useAppRoutes();
  const { t } = useTranslation(['account', 'common', 'dineIn']);
  const { brand, session, signOut } = useStorefront();
  const home = useHref(routes.home());
  const { language } = useLocalised();
  const navigate = useNavigate();
  const wallet = useWallet();
  const [profileOpen, setProfileOpen] = useState(false);
  const brandName = language === 'ar' ? brand.brand.brandNameAR : brand.brand.brandName;
  if (!session) return null;

  const logout = () => {
    signOut();
    // A full load: every in-memory machine starts again from the wiped storage (the app's home:
    // the brand root, or the table's menu).
    window.location.assign(home);
  };

  const row = 'flex min-h-14 items-center justify-between gap-3 px-4 py-3 text-start';
  return (
    <PageFrame>
      <PageHeader title={t('account:settings.title')} onAction={() => void navigate(-1)} />
      {dineIn && brand.setting.brandImageHomeBG && (
        <img src={brand.setting.brandImageHomeBG} alt="" className="block h-32 w-full object-cover" />
      )}
      <section className="grid gap-1 border-b border-line p-4">
        {/* By the name the customer gave; the spec's greeting with the number without one. */}
        <h2 className="text-lg font-bold">
          {session.user.name?.trim()
            ? t('account:settings.greetingName', { name: session.user.name.trim() })
            : t('account:settings.greeting', { phone: `\u2066${session.user.phoneNumber}\u2069` })}
        </h2>
        {session.user.name?.trim() && (
          <p className="text-muted" dir="ltr">
            <bdi dir="ltr">{formatPhone(session.user.phoneNumber)}</bdi>
          </p>
        )}
        <p className="text-muted">{t('account:settings.accountFor', { brand: brandName })}</p>
      </section>
      <ul className="divide-y divide-line">
        <li>
          <Link to={routes.myOrders()} className={row}>
            <span className="font-semibold">
              {dineIn ? t('dineIn:allOrders') : t('account:settings.orderHistory')}
            </span>
            <span aria-hidden="true" className="rtl:-scale-x-100">
              →
            </span>
          </Link>
        </li>
        {!dineIn && (
          <>
            <li className={row}>
              <span className="font-semibold">{t('account:settings.walletBalance')}</span>
              <span className="tabular-nums" data-testid="wallet-balance">
                {wallet ? formatAed(wallet.balance, language) : '…'}
              </span>
            </li>
            {wallet && (
              <li className={row}>
                <span className="text-muted">{t('account:wallet.lifetimeSpending')}</span>
                <span className="tabular-nums">{formatAed(wallet.lifetimeSpending, language)}</span>
              </li>
            )}
            <li>
              <button type="button" className={`${row} w-full`} onClick={() => setProfileOpen(true)}>
                <span className="font-semibold">{t('account:settings.updateProfile')}</span>
              </button>
            </li>
          </>
        )}
        <li>
          <button type="button" className={`${row} w-full text-danger`} onClick={logout}>
            <span className="font-semibold">{t('account:settings.logout')}</span>
          </button>
        </li>
      </ul>
      {profileOpen && <ProfileModal open onClose={() => setProfileOpen(false)} />}
    </PageFrame>
  );
}
