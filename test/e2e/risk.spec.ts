import { expect, test } from '@playwright/test';
import { expectFitsViewport, expectTouchTargets } from './layout';
import { signIn, snapshot } from './support';

/** Last full year: the demo documents are filed for it (functions/domain/documents/seed.ts). */
const lastYear = new Date().getUTCFullYear() - 1;
const company = 'Северная буровая компания';

test.describe('the counterparties’ risk profiles', () => {
  test.setTimeout(120_000);

  test('a reviewer filters by tier and opens a card whose figures are the accepted documents’', async ({
    page,
  }) => {
    await signIn(page, 'moderator@demo.test');
    await page.getByRole('navigation', { name: 'Разделы' }).getByText('Профили риска').click();
    await expect(page).toHaveURL(/\/backoffice\/risk$/);
    const table = page.getByTestId('risk-table');
    await expect(table).toContainText(company);

    // legal@demo.test (seeded): an accepted profit tax return for last year, nothing for the year before,
    // no certificate, no PBIOT decision, required documents incomplete: medium risk.
    await page.getByTestId('risk-filter').getByText('Высокий риск').click();
    await expect(table).not.toContainText(company);
    await page.getByTestId('risk-filter').getByText('Средний риск').click();
    const row = table.locator('tbody tr').filter({ hasText: company });
    await expect(row).toContainText('Средний риск');
    await expectFitsViewport(page);
    await row.click();

    const card = page.getByTestId('risk-card');
    await expect(card.getByRole('heading', { level: 1 })).toContainText(company);
    await expect(page.getByTestId('risk-tier')).toHaveText('Средний риск');
    // The sample return's figures: income (ДоходРеал) 5,000,000, expenses (РасхУмРеал) 3,000,000.
    const revenue = page.getByTestId(`risk-line-REVENUE-${lastYear}`);
    await expect(revenue).toContainText(`Выручка за ${lastYear} год`);
    await expect(revenue).toContainText(/5\s000\s000 ₽/);
    await expect(revenue.getByTestId('risk-source')).toContainText(
      'Налоговая декларация по налогу на прибыль (XML)',
    );
    // A profit tax return states a tax base, not a net profit (line 2400 of the statements): named as such.
    await expect(page.getByTestId(`risk-line-NET_PROFIT-${lastYear}`)).toHaveCount(0);
    const taxable = page.getByTestId(`risk-line-TAXABLE_PROFIT-${lastYear}`);
    await expect(taxable).toContainText(`Налоговая база по прибыли за ${lastYear} год, стр. 060`);
    await expect(taxable).toContainText(/2\s000\s000 ₽/);
    await expect(revenue).toContainText(`Выручка за ${lastYear} год, стр. 010`);
    await expect(page.getByTestId(`risk-line-REVENUE-${lastYear - 1}`)).toContainText('нет данных');
    await expect(page.getByTestId(`risk-line-REVENUE-${lastYear - 1}`)).toContainText('+25');
    await expect(page.getByTestId('risk-line-CERTIFICATE_DATE')).toContainText('Нет рассмотренной справки');
    // Not approved yet: 30 risk points; the PBIOT specs may approve this supplier's package first: none.
    await expect(page.getByTestId('risk-line-PACKAGE_DECISION')).toContainText(/\+30|Одобрен/);
    await expect(page.getByTestId('risk-history')).toContainText('начальный расчёт');
    await expectFitsViewport(page);
    await expectTouchTargets(page);
    await snapshot(page, 'risk-card-1280-ru');

    // The source links to the screen where the document was reviewed.
    await revenue.getByTestId('risk-source').getByRole('link').click();
    await expect(page).toHaveURL(/\/backoffice\/documents$/);
    await page.goBack();

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByTestId(`risk-line-REVENUE-${lastYear}`)).toBeVisible();
    await expectFitsViewport(page);
    await snapshot(page, 'risk-card-390-ru');

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByTestId('language-en').click();
    await expect(page.getByTestId('risk-tier')).toHaveText('Medium risk');
    await expect(page.getByTestId(`risk-line-REVENUE-${lastYear}`)).toContainText(`Revenue for ${lastYear}`);
    await expect(page.getByTestId(`risk-line-REVENUE-${lastYear}`)).toContainText('5,000,000 ₽');
    await expect(page.getByTestId(`risk-line-REVENUE-${lastYear}`)).toContainText('Profit tax return (XML)');
    await snapshot(page, 'risk-card-1280-en');
    await page.setViewportSize({ width: 390, height: 844 });
    await expectFitsViewport(page);
    await snapshot(page, 'risk-card-390-en');
  });

  test('an administrator sees the tier in the users table, filters by it, and reads the configuration', async ({
    page,
  }) => {
    await signIn(page, 'admin@demo.test');
    await expect(page).toHaveURL(/\/admin\/user$/);
    await page.getByTestId('admin-tier-filter').click();
    await page.getByRole('option', { name: 'Средний' }).click();
    const rows = page.getByTestId('admin-users-table').locator('tbody tr');
    await expect(rows.filter({ hasText: 'legal@demo.test' })).toContainText('Средний');
    await expect(rows.filter({ hasText: 'new@demo.test' })).toHaveCount(0);

    await page.goto('/backoffice/risk/config');
    await expect(page.getByTestId('risk-config')).toContainText('Действует версия');
    await expect(page.getByTestId('risk-config-save')).toBeDisabled();
    await expect(page.getByTestId('risk-config-weights.FINANCE')).toHaveValue('40');
    await expectFitsViewport(page);
  });
});
