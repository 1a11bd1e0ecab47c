import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { chooseOption, openQuestionnaire, writePdf } from './flows';
import { expectFitsViewport, expectTouchTargets } from './layout';
import { snapshot } from './support';

/** The seeded supposed subcontractor of legal@demo.test that has no cabinet (relationships seed). */
const SUBCONTRACTOR = 'ТехноКабель';

test.describe('subcontractor mode', () => {
  test.setTimeout(120_000);

  test('a legal supplier opens its subcontractor, uploads its charter and sees it under review', async ({
    page,
  }) => {
    await openQuestionnaire(page, 'legal@demo.test');
    await page.goto('/relationships');
    const table = page.getByTestId('rel-table-SUBCONTRACTOR');
    await table.getByRole('link', { name: new RegExp(SUBCONTRACTOR) }).click();
    await expect(page).toHaveURL(/\/subcontractor\/[\w-]+$/);
    const pagePath = new URL(page.url()).pathname;
    const id = pagePath.split('/').pop() ?? '';

    const requisites = page.getByTestId('subcontractor-requisites');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(SUBCONTRACTOR);
    await expect(requisites).toContainText('6661495226');
    await expect(requisites).toContainText('666101001');
    await expect(page.getByTestId('documents-status-table')).toContainText('Нет данных.');

    await page.getByRole('button', { name: 'Добавить документы' }).click();
    await expect(page).toHaveURL(`/subcontractor/${id}/documents/v2/create`);
    await expect(page.getByTestId('subcontractor-mode')).toContainText(SUBCONTRACTOR);
    await expect(page.locator('.doc-back')).toHaveAttribute('href', pagePath);
    await page
      .locator('.p-dropdown')
      .filter({ has: page.locator('#doc-type') })
      .click();
    await page.locator('.p-dropdown-filter').fill('Устав');
    await page
      .getByRole('option', { name: /^Устав/ })
      .first()
      .click();
    const charter = writePdf(join(tmpdir(), 'subcontractor-e2e'), 'Устав ТехноКабель.pdf', 'Charter');
    await page.getByTestId('file-input-MAIN').setInputFiles(charter);
    await expect(page.getByTestId('part-MAIN')).toContainText('Устав ТехноКабель.pdf');
    await page.getByRole('button', { name: 'Отправить на проверку' }).click();

    await expect(page).toHaveURL(`/documents/status/${id}`);
    await page.getByTestId('notice-dialog').getByRole('button').first().click();
    await expect(page.getByTestId('subcontractor-mode')).toContainText(SUBCONTRACTOR);
    const row = page.getByTestId('documents-status-table').locator('tbody tr').first();
    await expect(row.getByTestId('status-tag')).toHaveText('На проверке');
    await expect(row).toContainText('Устав');
    const back = page.getByTestId('status-back');
    await expect(back).toHaveAttribute('href', pagePath);

    // The supplier's own documents do not hold it.
    await page.goto('/documents/status');
    await expect(page.getByTestId('documents-status-table')).not.toContainText('Устав ТехноКабель.pdf');

    // Back on the subcontractor's page it is listed; then the screens on a 390 px phone.
    await page.goto(`/documents/status/${id}`);
    await back.click();
    await expect(page).toHaveURL(pagePath);
    await expect(page.getByTestId('documents-status-table')).toContainText('На проверке');

    await page.setViewportSize({ width: 390, height: 844 });
    await expectFitsViewport(page, 'subcontractor page');
    await expectTouchTargets(page, 'subcontractor page');
    await snapshot(page, 'subcontractor-01-page-390');
    await page.goto(`/subcontractor/${id}/documents/v2/create`);
    await expect(page.getByTestId('documents-create')).toBeVisible();
    // The owner chain names its companies from the state register (GET /search/credentials).
    await chooseOption(page, 'doc-type', 'Цепочка', 'Цепочка собственников');
    await page.locator('#doc-owner-search').fill('Гидро');
    const found = page.getByTestId('owner-results').getByRole('button').first();
    const ownerName = (await found.locator('span').first().textContent()) ?? '';
    await found.click();
    await expect(page.getByTestId('owners')).toContainText(ownerName);
    await expect(page.getByTestId('owners')).toContainText('ИНН');
    await expectFitsViewport(page, 'subcontractor add documents');
    await snapshot(page, 'subcontractor-02-create-390');
    await page.goto(`/documents/status/${id}`);
    await expect(page.getByTestId('documents-status-table')).toContainText('На проверке');
    await expectFitsViewport(page, 'subcontractor documents under review');
    await snapshot(page, 'subcontractor-03-status-390');
  });

  test('another supplier’s subcontractor is not found', async ({ page }) => {
    await openQuestionnaire(page, 'individual@demo.test');
    await page.goto('/subcontractor/5b1d2c9e-0c41-4f57-9a61-3f7d2a0e1001');
    await expect(page).toHaveURL(/\/404$/);
  });
});
