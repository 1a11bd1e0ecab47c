import { expect, test } from '@playwright/test';
import { chooseOption, openQuestionnaire } from './flows';
import { expectFitsViewport } from './layout';
import { snapshot } from './support';

/** The add-documents form on a 390 px phone (the 'phone' project, issue 17). */
test.describe('documents on a phone', () => {
  test('the chosen document type is read whole: VAT and profit tax returns differ', async ({ page }) => {
    await openQuestionnaire(page, 'legal@demo.test');
    await page.goto('/documents/create');
    await expect(page.getByTestId('documents-create')).toBeVisible();
    const label = page.locator('.doc-type-select .p-dropdown-label');
    for (const [filter, name] of [
      ['НДС (XML)', 'Налоговая декларация по НДС (XML)'],
      ['прибыль организаций (XML)', 'Налоговая декларация по налогу на прибыль организаций (XML)'],
    ] as const) {
      await chooseOption(page, 'doc-type', filter, name);
      await expect(label).toHaveText(name);
      const cut = await label.evaluate((el) => el.scrollWidth > el.clientWidth + 1);
      expect(cut, `"${name}" is cut`).toBe(false);
      await expectFitsViewport(page, `/documents/create with ${name}`);
    }
    await snapshot(page, 'phone-documents-create-type');
  });
});
