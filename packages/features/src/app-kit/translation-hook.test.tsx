// @vitest-environment jsdom
import { createI18n, type I18n } from '@storefront/i18n';
import { I18nextProvider, useTranslation } from '@storefront/i18n/react';
import { act, Suspense } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

// Our own `useTranslation` (packages/i18n/src/react.ts) replaces react-i18next's for speed: it must
// still follow the language, wait for lazy namespaces under Suspense, and keep `t` stable.

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.replaceChildren();
});

async function mount(i18n: I18n, element: React.ReactNode): Promise<HTMLElement> {
  const host = document.body.appendChild(document.createElement('div'));
  root = createRoot(host);
  await act(async () =>
    root!.render(
      <I18nextProvider i18n={i18n}>
        <Suspense fallback={<p>waiting</p>}>{element}</Suspense>
      </I18nextProvider>,
    ),
  );
  return host;
}

function Close() {
  const { t } = useTranslation();
  return <button type="button">{t('actions.close')}</button>;
}

describe('useTranslation', () => {
  it('draws the texts of the new language once the instance has changed language', async () => {
    const i18n = await createI18n({ language: 'en' });
    const host = await mount(i18n, <Close />);
    expect(host.textContent).toBe('Close');
    await act(async () => {
      await i18n.changeLanguage('ar');
    });
    expect(host.textContent).toBe('إغلاق');
  });

  it('waits under Suspense for a namespace loaded on first use, then draws its text', async () => {
    const i18n = await createI18n({ language: 'en' });
    expect(i18n.hasLoadedNamespace('checkout')).toBe(false);
    function Title() {
      const { t } = useTranslation('checkout');
      return <h1>{t('title')}</h1>;
    }
    const host = await mount(i18n, <Title />);
    // act() waits for the namespace's import and Suspense's retry.
    await act(async () => {
      await i18n.loadNamespaces('checkout');
    });
    expect(host.textContent).toBe('Your Order');
  });

  it("keeps one `t` while the language stays, and keys of other namespaces with 'ns:'", async () => {
    const i18n = await createI18n({ language: 'en', namespaces: ['store'] });
    const seen: unknown[] = [];
    function Twice() {
      const { t } = useTranslation(['store', 'common']);
      seen.push(t);
      return <p>{t('common:actions.close')}</p>;
    }
    const host = await mount(i18n, <Twice />);
    await act(async () =>
      root!.render(
        <I18nextProvider i18n={i18n}>
          <Twice />
        </I18nextProvider>,
      ),
    );
    expect(host.textContent).toBe('Close');
    expect(seen.length).toBeGreaterThan(1);
    expect(new Set(seen).size).toBe(1);
    await act(async () => {
      await i18n.changeLanguage('ar');
    });
    expect(host.textContent).toBe('إغلاق');
    expect(new Set(seen).size).toBe(2);
  });

  it('says plainly when no provider is above it', () => {
    const host = document.body.appendChild(document.createElement('div'));
    root = createRoot(host);
    const errors: unknown[] = [];
    const onError = (event: ErrorEvent) => {
      errors.push(event.error);
      event.preventDefault();
    };
    window.addEventListener('error', onError);
    expect(() => act(() => root!.render(<Close />))).toThrow(
      'useTranslation needs an I18nextProvider above it',
    );
    window.removeEventListener('error', onError);
  });
});
