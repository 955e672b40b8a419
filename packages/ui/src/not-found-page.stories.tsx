import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from '@storefront/i18n/react';
import { NotFoundPage } from './not-found-page.js';

const meta = { title: 'Shell/Not found page', component: NotFoundPage } satisfies Meta<typeof NotFoundPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The message and Refresh, without the first-second spinner. */
export const Message: Story = { args: { spinnerMs: 0, onRefresh: () => undefined } };

/** The first second: a spinner (kept on here so it can be seen). */
export const Spinner: Story = { args: { spinnerMs: 60 * 60 * 1000 } };

function WithLinks() {
  const { t, i18n } = useTranslation('common');
  const arabic = i18n.language === 'ar';
  const brands = [
    { path: '/zaatar-house', name: arabic ? 'بيت الزعتر' : 'Zaatar House' },
    { path: '/karak-corner', name: arabic ? 'ركن الكرك' : 'Karak Corner' },
  ];
  return (
    <NotFoundPage spinnerMs={0} onRefresh={() => undefined}>
      <nav aria-labelledby="demo-brands-title" className="mt-6 grid w-full gap-3">
        <h2 id="demo-brands-title" className="text-lg font-semibold">
          {t('appShell.notFound.demoBrands')}
        </h2>
        <ul className="grid gap-2">
          {brands.map((brand) => (
            <li key={brand.path}>
              <a href={brand.path} className="flex min-h-12 items-center rounded-xl border border-line px-4">
                {brand.name}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </NotFoundPage>
  );
}

/** The shared domain's root outside production: the message, Refresh, then the demo brands' links. */
export const WithDemoBrands: Story = { args: {}, render: () => <WithLinks /> };
