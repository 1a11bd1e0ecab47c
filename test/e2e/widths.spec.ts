import { expect, test } from '@playwright/test';
import { openQuestionnaire, openShellMenu } from './flows';
import { expectFitsViewport } from './layout';
import { signIn } from './support';

/**
 * From 360 px to 1920 px (issue 12): the same screens at every width where the layout changes — the phone
 * rules below 640 px, the folded header below 960 px, the desktop above — fit the viewport, dialogs included.
 */
const WIDTHS = [360, 414, 600, 768, 959, 961, 1024, 1280, 1920];

test.describe('every width from 360 to 1920 px', () => {
  test.setTimeout(150_000);

  test('the questionnaire, its header and its dialogs', async ({ page }) => {
    await openQuestionnaire(page, 'legal@demo.test');
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      const label = `${width} px`;
      await expectFitsViewport(page, `${label}: the questionnaire`);
      await openShellMenu(page);
      await expect(page.getByTestId('company-code')).toBeVisible();
      await expectFitsViewport(page, `${label}: the header`);
      await page.getByTestId('support-link').click();
      await expect(page.getByTestId('support-modal')).toBeVisible();
      await expectFitsViewport(page, `${label}: the support dialog`);
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('support-modal')).toBeHidden();
      await page.getByTestId('notifications-bell').click();
      await expect(page.getByTestId('notifications-modal')).toBeVisible();
      await expectFitsViewport(page, `${label}: the notifications`);
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('notifications-modal')).toBeHidden();
    }

    // A phone turned sideways: a tall dialog scrolls inside, its buttons stay on the screen.
    await page.setViewportSize({ width: 844, height: 390 });
    const bank = page.getByTestId('q-bank');
    await bank.getByTestId('bank-edit').click();
    await bank.getByTestId('bank-add').click();
    const dialog = page.getByTestId('bank-account-dialog');
    await expect(dialog).toBeVisible();
    await expectFitsViewport(page, '844 × 390: the bank account dialog');
    await expect(dialog.getByTestId('bank-account-save')).toBeInViewport();
    await dialog.getByRole('button', { name: 'Отмена' }).click();
    await expect(dialog).toBeHidden();
  });

  test('the back office queue', async ({ page }) => {
    await signIn(page, 'moderator@demo.test');
    await expect(page.getByTestId('change-request-table')).toBeVisible();
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await expectFitsViewport(page, `${width} px: the back office`);
    }
  });
});
