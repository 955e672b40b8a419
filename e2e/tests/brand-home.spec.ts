import { expect, test } from '../fixtures/product.js';

test.describe('brand home', () => {
  test('shows the brand on its temporary domain in English, then in Arabic right-to-left', async ({
    page,
    product,
  }) => {
    const response = await page.goto(`${product.origin}/zaatar-house`);
    expect(response?.headers()['brandid']).toBe('6650a1e0c0ffee0000000001');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Zaatar House');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveTitle(/^Order direct from Zaatar House \|\| /);

    await page.getByRole('button', { name: 'عرض الصفحة بالعربية' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('بيت الزعتر');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page).toHaveTitle(/^اطلب مباشرة من بيت الزعتر \|\| /);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('بيت الزعتر');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  });

  test('shows the brand on its custom domain without a path prefix', async ({ page, product }) => {
    await page.goto(product.originFor('zaatar.localhost'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Zaatar House');
  });

  test('shows the not-found view for an unknown brand', async ({ page, product }) => {
    const response = await page.goto(`${product.origin}/no-such-brand`);
    expect(response?.status()).toBe(404);
    await expect(page.getByText('Please, check the link and try again!')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Refresh' })).toBeVisible();
  });
});
