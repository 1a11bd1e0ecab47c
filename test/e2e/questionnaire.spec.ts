import { expect, test } from '@playwright/test';
import { decideAsModerator, openQuestionnaire, signOut, typeSearch } from './flows';
import { snapshot } from './support';

test.describe('the questionnaire', () => {
  test('a wrong account number for a BIK gets the server’s description and clears the currency', async ({
    page,
  }) => {
    await openQuestionnaire(page, 'legal@demo.test');
    const bank = page.getByTestId('q-bank');
    await expect(bank.getByTestId('bank-accounts-view')).toContainText('ПАО Сбербанк');
    await bank.getByTestId('bank-edit').click();
    await bank.getByTestId('bank-add').click();

    const dialog = page.getByTestId('bank-account-dialog');
    const save = dialog.getByTestId('bank-account-save');
    await typeSearch(page, '#bank-search', 'Сбербанк');
    await page.locator('.p-autocomplete-item').filter({ hasText: 'ПАО Сбербанк' }).first().click();
    await expect(dialog.getByTestId('bank-card')).toContainText('044525225');
    await expect(dialog.getByTestId('bank-card')).toContainText('30101810400000000225');
    await typeSearch(page, '#bank-currency', 'Росс');
    await page.locator('.p-autocomplete-item').filter({ hasText: 'Российский рубль' }).click();
    await expect(dialog.locator('#bank-currency')).toHaveValue('Российский рубль');

    const number = dialog.locator('#bank-account-number');
    await number.fill('4070281093800001234');
    await number.blur();
    await expect(dialog).toContainText('Количество цифр должно быть равно 20');
    await expect(save).toBeDisabled();

    // One digit off: the control key does not match the BIK.
    await number.fill('40702810938000012346');
    await expect(dialog).toContainText(
      'Номер счета не соответствует БИК 044525225: неверный контрольный ключ.',
    );
    await expect(dialog.locator('#bank-currency')).toHaveValue('');
    await expect(save).toBeDisabled();
    await snapshot(page, 'q-01-wrong-account-number');

    // The right number passes, and its currency comes from its digits.
    await number.fill('40702810938000012345');
    await expect(dialog).toContainText('Номер счета корректен.');
    await expect(dialog.locator('#bank-currency')).toHaveValue('Российский рубль');
    await expect(save).toBeEnabled();
    await dialog.getByRole('button', { name: 'Отмена' }).click();
    await expect(dialog).toBeHidden();
  });

  test('the register refresh is sent once, then stays disabled with its tooltip', async ({ page }) => {
    test.setTimeout(120_000);
    await openQuestionnaire(page, 'legal@demo.test');
    const refresh = page.getByTestId('register-refresh');
    await expect(refresh).toHaveText('Обновить данные из ЕГРЮЛ');
    await refresh.click();
    const success = page.getByTestId('success-dialog');
    await expect(success).toContainText('Успешно!');
    await success.getByRole('button', { name: 'Понятно' }).click();
    await expect(refresh).toBeDisabled();
    await refresh.hover({ force: true });
    await expect(page.locator('.p-tooltip')).toContainText('Не завершен ранее направленный запрос');
    // The request puts the account data on moderation (02 §4) until the reviewer decides it.
    await expect(page.getByTestId('editing-limited')).toContainText(
      'Внимание! Возможность редактирования ограничена: данные учетной записи находятся на проверке.',
    );
    await snapshot(page, 'q-02-register-refresh-pending');

    // Answered, so the demo supplier is editable again for the flows after this one.
    await signOut(page);
    await decideAsModerator(
      page,
      'Северная буровая',
      'Обновление из ЕГРЮЛ/ЕГРИП',
      'Отклонить',
      'Данные не изменились.',
    );
    await openQuestionnaire(page, 'legal@demo.test');
    await expect(page.getByTestId('editing-limited')).toHaveCount(0);
    await expect(page.getByTestId('register-refresh')).toBeEnabled();
  });

  test('the form reloads in English when the language changes', async ({ page }) => {
    await openQuestionnaire(page, 'nonresident@demo.test');
    await expect(page.getByTestId('q-tab-actual-address')).toContainText('Фактический адрес');
    await expect(page.getByTestId('q-tab-bank')).toHaveCount(0);
    await expect(page.getByTestId('register-refresh')).toHaveCount(0);
    const country = page.getByTestId('actual-address').locator('.q-detail').filter({ hasText: 'Страна' });
    const russianName = (await country.locator('dd').textContent()) ?? '';
    await page.getByTestId('language-en').click();
    await expect(page.getByTestId('q-tab-actual-address')).toContainText('Actual address');
    const englishCountry = page
      .getByTestId('actual-address')
      .locator('.q-detail')
      .filter({ hasText: 'Country' });
    await expect(englishCountry.locator('dd')).not.toHaveText(russianName);
    await snapshot(page, 'q-03-questionnaire-en');
    await page.getByTestId('language-ru').click();
    await expect(page.getByTestId('q-tab-actual-address')).toContainText('Фактический адрес');
  });
});
