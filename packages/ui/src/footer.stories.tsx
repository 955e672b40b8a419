import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from '@storefront/i18n/react';
import { Footer } from './footer.js';

const meta = { title: 'Storefront/Footer' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const PAGES = {
  about: { isActive: true, linkTitle: { en: 'About us', ar: 'من نحن' } },
  terms: { isActive: true, linkTitle: { en: 'Terms and conditions', ar: 'الشروط والأحكام' } },
  privacy: { isActive: true, linkTitle: { en: 'Privacy policy', ar: 'سياسة الخصوصية' } },
  careers: { isActive: false, linkTitle: { en: 'Careers', ar: 'الوظائف' } },
};

function ZaatarFooter() {
  const { i18n } = useTranslation();
  const ar = i18n.language === 'ar';
  return (
    <Footer
      brandName={ar ? 'بيت الزعتر' : 'Zaatar House'}
      tagline={
        ar
          ? 'مناقيش ومشاوي ومازة طازجة من الفرن منذ 1998'
          : 'Manakish, grills and mezze baked fresh since 1998'
      }
      prepMinutes={35}
      phone="+971 4 395 1234"
      address={
        ar
          ? 'محل 4، شارع جميرا، مقابل مسجد جميرا، جميرا 1، دبي'
          : 'Shop 4, Jumeirah Beach Road, opposite Jumeirah Mosque, Jumeirah 1, Dubai'
      }
      pages={PAGES}
      pageHref={(key) => `/pages/s/${key}`}
    />
  );
}

/** Brand, prep time, phone, address, the three active pages (Careers is inactive) and cards. */
export const Default: Story = { render: () => <ZaatarFooter /> };
