import { expect, test, type Locator } from '@playwright/test';
import { demoSampleSets } from '../../functions/domain/documents/tax-xml/demo-samples';
import { chooseOption, openQuestionnaire } from './flows';
import { expectFitsViewport } from './layout';
import { snapshot } from './support';

/** A box shows all of its content: nothing scrolls sideways inside it, nothing is cut off. */
async function expectWhole(box: Locator, label: string) {
  const { scrollWidth, clientWidth } = await box.evaluate((el) => ({
    scrollWidth: el.scrollWidth,
    clientWidth: el.clientWidth,
  }));
  expect(scrollWidth, `${label}: ${scrollWidth} px of content in ${clientWidth} px`).toBeLessThanOrEqual(
    clientWidth + 1,
  );
}

/** Reports of the last finished year: every quarter of it can be filed now. */
const year = new Date().getUTCFullYear() - 1;

test.describe('documents at 1280 px (issue 17)', () => {
  test.setTimeout(120_000);

  test('the history table fits a 1280 px screen and shows whole file names', async ({ page }) => {
    const set = demoSampleSets(year).find((s) => s.name === 'legal-vat-valid');
    if (!set) throw new Error('no sample legal-vat-valid');
    await openQuestionnaire(page, 'legal@demo.test');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/documents/create');
    await chooseOption(page, 'doc-type', 'НДС (XML)', 'Налоговая декларация по НДС (XML)');
    await page
      .locator('.p-dropdown')
      .filter({ has: page.locator('#doc-year') })
      .click();
    await page.getByRole('option', { name: String(year), exact: true }).click();
    await page
      .locator('.p-dropdown')
      .filter({ has: page.locator('#doc-quarter') })
      .click();
    await page.getByRole('option', { name: 'Полугодие', exact: true }).click();
    for (const file of set.files) {
      await page
        .getByTestId(`file-input-${file.part}`)
        .setInputFiles({ name: file.name, mimeType: 'text/xml', buffer: Buffer.from(file.bytes) });
      await expect(page.getByTestId(`part-${file.part}`)).toContainText(file.name);
    }
    await page.getByRole('button', { name: 'Отправить на проверку' }).click();
    await expect(page).toHaveURL(/\/documents\/status$/);
    await page.getByTestId('notice-dialog').getByRole('button').first().click();

    for (const [path, testId] of [
      ['/documents/', 'documents-history'],
      ['/documents/status', 'documents-status-table'],
    ] as const) {
      await page.goto(path);
      const table = page.getByTestId(testId);
      const row = table.locator('tbody tr').filter({ hasText: 'Налоговая декларация по НДС (XML)' }).first();
      await expect(row).toBeVisible();
      await expectFitsViewport(page, `${path} at 1280 px`);
      await expectWhole(table.locator('.p-datatable-wrapper'), `${path}: the table`);
      // Every file's whole name can be read (and is the button's title).
      for (const file of set.files) {
        const button = row.getByRole('button', { name: `Скачать ${file.name}`, exact: true });
        await expect(button).toHaveAttribute('title', file.name);
        await expect(button.locator('.p-button-label')).toHaveText(file.name);
        await expectWhole(button.locator('.p-button-label'), `${path}: ${file.name}`);
      }
      await snapshot(page, `documents-1280-${testId}`);
    }
  });
});
