import { useTranslation } from '@storefront/i18n/react';
import { NavLink } from 'react-router';

const LINKS = [
  { to: '/operator', key: 'board' },
  { to: '/operator/tables', key: 'tables' },
  { to: '/operator/kitchen', key: 'kitchen' },
  { to: '/operator/table-codes', key: 'codes' },
] as const;

/** The board's views; hidden when printing. */
export function OperatorNav() {
  const { t } = useTranslation(['operator']);
  return (
    <nav className="no-print flex flex-wrap gap-2" aria-label={t('operator:title')}>
      {LINKS.map((link) => (
        <NavLink
          key={link.key}
          to={link.to}
          end
          className={({ isActive }) =>
            `rounded-full px-3 py-1 font-semibold ${isActive ? 'bg-brand text-on-brand' : 'bg-canvas'}`
          }
        >
          {t(`operator:nav.${link.key}`)}
        </NavLink>
      ))}
    </nav>
  );
}
