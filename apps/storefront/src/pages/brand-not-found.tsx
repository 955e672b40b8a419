import { useTranslation } from '@storefront/i18n/react';
import { useEffect, useState } from 'react';

/** The not-found view: a 1 s spinner first, then the message and Refresh (spec section 2). */
export function BrandNotFound() {
  const { t } = useTranslation();
  const [spinning, setSpinning] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setSpinning(false), 1000);
    return () => clearTimeout(timer);
  }, []);
  if (spinning) return <div className="page-spinner" role="status" aria-label="Loading" />;
  return (
    <main className="not-found">
      <p>{t('brandNotFound')}</p>
      <button type="button" onClick={() => window.location.reload()}>
        {t('refresh')}
      </button>
    </main>
  );
}
