import { expect, test } from '@playwright/test';
import { acceptAgreementIfAsked, signIn } from './support';

/**
 * The retention rules in the browser (01 §9, 02 §9, 03 §9), on the seeded deadline@demo.test: registered
 * 19 working days ago by the clock with nothing filled in, reminded by the retention job's first run.
 */
test.describe('the 21 working days after registration', () => {
  test.setTimeout(120_000);

  test('a new supplier sees its deadline and receives the reminder', async ({ page }) => {
    await signIn(page, 'deadline@demo.test');
    // The job runs at start: the reminder arrives in the cabinet (reloaded until it has).
    await expect(async () => {
      await page.reload();
      await expect(page.getByTestId('notifications-count')).toHaveText(/^[1-9]\d*$/, { timeout: 2_000 });
    }).toPass({ timeout: 60_000 });
    await acceptAgreementIfAsked(page);
    await expect(page.getByTestId('retention-deadline')).toContainText(
      /Заполните анкету и загрузите обязательные документы до \d{2}\.\d{2}\.\d{4} \(осталось рабочих дней: \d+\)|Сегодня последний день/,
    );
    await page.getByTestId('notifications-bell').click();
    const modal = page.getByTestId('notifications-modal');
    await expect(modal).toContainText('Иначе учётная запись контрагента будет удалена.');
    await expect(modal).toContainText(/до \d{2}\.\d{2}\.\d{4} \(осталось рабочих дней: \d+\)/);
  });

  test('an administrator sees the accounts due for deletion and postpones one with a reason', async ({
    page,
  }) => {
    await signIn(page, 'admin@demo.test');
    await expect(page).toHaveURL(/\/admin\/user$/);
    const cases = page.getByTestId('retention-cases');
    const row = cases.locator('tr', { hasText: 'ТермоМаш' });
    await expect(async () => {
      await page.reload();
      await expect(row).toContainText('Анкета не заполнена за 21 рабочий день', { timeout: 2_000 });
    }).toPass({ timeout: 60_000 });
    await expect(row).toContainText(/\d{2}\.\d{2}\.\d{4}/);

    await row.getByRole('button', { name: 'Отсрочить' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('#retention-reason').fill('Поставщик прислал оригиналы почтой');
    await dialog.getByRole('button', { name: 'Отсрочить удаление' }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText('Поставщик прислал оригиналы почтой');
  });
});
