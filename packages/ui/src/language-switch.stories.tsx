import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from '@storefront/i18n/react';
import { useGlobals } from 'storybook/preview-api';
import { LanguageSwitch } from './language-switch.js';

const meta = { title: 'Shell/Language switch' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The brand home's header bar, where the switch sits at the end (the left in Arabic). */
function BrandHeader({ onSwitch }: { onSwitch: () => void }) {
  const { t, i18n } = useTranslation('common');
  return (
    <header className="flex items-center justify-end bg-brand px-4 py-3 text-on-brand">
      <LanguageSwitch
        label={t('switchLanguage')}
        description={t('switchLanguageLabel')}
        targetLanguage={i18n.language === 'ar' ? 'en' : 'ar'}
        onSwitch={onSwitch}
      />
    </header>
  );
}

/**
 * English page: the button reads 'العربية' (lang="ar") with the label 'عرض الصفحة بالعربية';
 * Arabic page: 'English' (lang="en"), 'View this page in English'. Follows the Language toolbar.
 */
export const InBrandHeader: Story = { render: () => <BrandHeader onSwitch={() => undefined} /> };

/** Pressing the switch changes the story's language and direction, as the storefront does. */
export const Switching: Story = {
  render: function Render() {
    const [globals, updateGlobals] = useGlobals();
    const current = globals.locale === 'ar' ? 'ar' : 'en';
    return <BrandHeader onSwitch={() => updateGlobals({ locale: current === 'ar' ? 'en' : 'ar' })} />;
  },
};
