import { expect, test, type Locator } from '@playwright/test';
import { openQuestionnaire } from './flows';
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

test.describe('documents at 1280 px (issue 17)', () => {
  test.setTimeout(120_000);

  test('the history table fits a 1280 px screen, file names shortened in the middle and whole in the title', async ({
    page,
  }) => {
    // The demo's VAT return waiting for review (functions/domain/documents/seed.ts): a report and its receipt
    // with the authority's long file names, in both tables.
    await openQuestionnaire(page, 'legal@demo.test');
    await page.setViewportSize({ width: 1280, height: 800 });

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
      // Every file's name is shortened in its middle (NO_NDS_7708…0001.xml, issue 29), the whole one is the
      // button's title and accessible name: the report and its receipt.
      const buttons = row.getByRole('button', { name: /^Скачать (KV_)?NO_NDS_/ });
      await expect(buttons).toHaveCount(2);
      for (const button of await buttons.all()) {
        const name = (await button.getAttribute('aria-label'))?.replace(/^Скачать /, '') ?? '';
        expect(name).toMatch(/^(KV_)?NO_NDS_[\w-]+\.xml$/);
        await expect(button).toHaveAttribute('title', name);
        await expect(button.locator('.p-button-label')).toHaveText(`${name.slice(0, 11)}…${name.slice(-8)}`);
        await expectWhole(button.locator('.p-button-label'), `${path}: ${name}`);
      }
      await snapshot(page, `documents-1280-${testId}`);
    }
  });
});
