import { expect, test } from '@playwright/test';
import { completeLegalInn } from '../../shared/validation/tax-ids';
import { openQuestionnaire, signOut } from './flows';
import { signIn, snapshot } from './support';

/** legal@demo.test's INN, as the accounts seed makes it. */
const LEGAL_INN = completeLegalInn('770812345');

test.describe('the administrators’ users screen', () => {
  test.setTimeout(120_000);

  test('an administrator finds a supplier by INN and changes its supplier code; a taken code is refused', async ({
    page,
  }) => {
    await signIn(page, 'admin@demo.test');
    await expect(page).toHaveURL(/\/admin\/user$/);
    const table = page.getByTestId('admin-users-table');
    await expect(table).toContainText('legal@demo.test');

    await page.getByTestId('admin-search').fill(LEGAL_INN);
    await page.getByTestId('admin-search').press('Enter');
    const rows = table.locator('tbody tr');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('legal@demo.test');
    await expect(rows.first()).toContainText('1000123');
    await expect(page.getByText('Всего: 1')).toBeVisible();

    const edit = page.getByTestId('admin-edit');
    await expect(edit).toBeDisabled();
    await rows.first().click();
    await expect(edit).toBeEnabled();
    await rows.first().click();
    await expect(edit).toBeDisabled();
    await rows.first().click();
    await edit.click();

    const dialog = page.getByTestId('user-edit-dialog');
    await expect(dialog).toContainText('Северная буровая компания');
    const setCode = dialog.getByTestId('admin-set-code');
    await dialog.getByTestId('admin-code').fill('12a');
    await expect(dialog).toContainText('KCCC: Это должно быть число');
    await expect(setCode).toBeDisabled();
    const code = `7${String(Date.now()).slice(-6)}`;
    await dialog.getByTestId('admin-code').fill(code);
    await expect(setCode).toBeDisabled();
    // Before any input a neutral hint; the error once the reason has been left empty (issue 29).
    await expect(dialog).toContainText('Действия станут доступны, когда вы укажете причину.');
    await expect(dialog).not.toContainText('Необходимо указать причину внесения изменений');
    await dialog.getByTestId('admin-reason').focus();
    await dialog.getByTestId('admin-reason').blur();
    await expect(dialog).toContainText('Необходимо указать причину внесения изменений');
    await dialog.getByTestId('admin-reason').fill('Код изменен в КССС, обращение №1207');
    await setCode.click();
    const confirm = page.getByTestId('admin-confirm-dialog');
    await expect(confirm).toContainText('Продолжить?');
    await confirm.getByTestId('admin-confirm').click();
    await expect(dialog.getByTestId('admin-done')).toBeVisible();
    const history = dialog.getByTestId('admin-history');
    await expect(history).toContainText('Изменение кода КССС');
    await expect(history).toContainText(`1000123 → ${code}`);
    await expect(history).toContainText('обращение №1207');
    await expect(rows.first()).toContainText(code);
    // A status as the history records it reads as its name, not its code (REGISTERED).
    await dialog.getByRole('button', { name: 'Обновить статус из КССС' }).click();
    await page.getByTestId('admin-confirm').click();
    await expect(history).toContainText('Обновление статуса');
    await expect(history).toContainText('Зарегистрирован → Зарегистрирован');
    await expect(history).not.toContainText('REGISTERED');
    await history.scrollIntoViewIfNeeded();
    await snapshot(page, 'admin-01-code-changed');

    await dialog.getByTestId('admin-code').fill('1000124');
    await setCode.click();
    await page.getByTestId('admin-confirm').click();
    const refused = page.getByTestId('error-dialog');
    await expect(refused).toContainText('Код КССС 1000124 уже присвоен другому контрагенту.');
    await refused.getByRole('button').last().click();
    await expect(rows.first()).toContainText(code);
    await dialog.getByRole('button', { name: 'Закрыть' }).last().click();
    await expect(dialog).toBeHidden();
    await signOut(page);

    await openQuestionnaire(page, 'legal@demo.test');
    await expect(page.getByTestId('company-code')).toHaveText(code);
    // The supplier sees the change, who made it and why.
    await page.getByTestId('profile-menu').click();
    await page.getByRole('menuitem', { name: 'Данные' }).click();
    const changes = page.getByTestId('admin-changes');
    await expect(changes).toContainText('Изменение кода КССС');
    await expect(changes).toContainText(`1000123 → ${code}`);
    await expect(changes).toContainText('обращение №1207');
    await page.keyboard.press('Escape');
    await signOut(page);

    // The demo supplier gets its own code back, for the other scenarios.
    await signIn(page, 'admin@demo.test');
    await page.getByTestId('admin-search').fill(code);
    await page.getByTestId('admin-find').click();
    await expect(table.locator('tbody tr')).toHaveCount(1);
    await table.locator('tbody tr').first().click();
    await page.getByTestId('admin-edit').click();
    await dialog.getByTestId('admin-reason').fill('Возврат демонстрационного кода');
    await dialog.getByTestId('admin-code').fill('1000123');
    await dialog.getByTestId('admin-set-code').click();
    await page.getByTestId('admin-confirm').click();
    await expect(dialog.getByTestId('admin-history')).toContainText(`${code} → 1000123`);
  });

  test('the screen fits a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, 'admin@demo.test');
    await expect(page.getByTestId('admin-users-table')).toContainText('legal@demo.test');
    // A card a user, every column's header over its value; its own button opens the dialog.
    const box = await page.getByTestId('admin-users').boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
    const card = page.getByTestId('queue-card').filter({ hasText: 'legal@demo.test' });
    await expect(card).toContainText('Статус регистрации');
    await expect(card).toContainText('Зарегистрирован');
    await card.getByRole('button', { name: 'Редактировать' }).click();
    await expect(page.getByTestId('user-edit-dialog')).toBeVisible();
    await snapshot(page, 'admin-02-phone-modal');
  });
});
