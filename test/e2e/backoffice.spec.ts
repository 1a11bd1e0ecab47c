import { expect, test } from '@playwright/test';
import { decideAsModerator, expectNotification, openQuestionnaire, signOut, typeMasked } from './flows';
import { signIn, snapshot } from './support';

test.describe('the back office', () => {
  test.setTimeout(120_000);

  test('a rejected contacts change keeps the old contacts and tells the supplier why', async ({ page }) => {
    await openQuestionnaire(page, 'nonresident@demo.test');
    const contacts = page.getByTestId('q-contacts');
    const firstEmail = contacts.locator('#contact-emails-0');
    const before = await firstEmail.inputValue();
    await expect(contacts.locator('#contact-tenderPhone')).toHaveAttribute('readonly', '');

    await contacts.getByRole('button', { name: 'Добавить e-mail' }).click();
    const added = contacts.locator('#contact-emails-1');
    await added.fill('procurement@');
    await contacts.getByTestId('contacts-save').click();
    await expect(contacts).toContainText('Введите корректный Еmail');
    await added.fill('procurement@caspian-oilservice.kz');
    await contacts.getByRole('button', { name: 'Добавить телефон' }).click();
    const phone = contacts.locator('#contact-phones-1');
    // A non-resident's phone is international (E.164 with its country's length), typed with its plus.
    await typeMasked(phone, '+7495123');
    await contacts.getByTestId('contacts-save').click();
    await expect(contacts).toContainText('Введите корректный телефон');
    await typeMasked(phone, '4567');
    await expect(phone).toHaveValue('+74951234567');
    await contacts.getByTestId('contacts-save').click();

    const success = page.getByTestId('success-dialog');
    await expect(success).toContainText('Отправлен запрос на обновление анкетных данных.');
    await success.getByRole('button', { name: 'Понятно' }).click();
    await expect(contacts.getByTestId('contacts-pending')).toHaveText(
      'Не завершен ранее направленный запрос на изменение контактов',
    );
    const company = (await page.getByTestId('company-name').textContent()) ?? '';
    await signOut(page);

    await signIn(page, 'moderator@demo.test');
    await page.getByTestId('change-request-table').locator('tbody tr').filter({ hasText: company }).click();
    const dialog = page.getByTestId('change-request-dialog');
    await expect(dialog.getByTestId('new-emails')).toContainText('procurement@caspian-oilservice.kz');
    await expect(dialog.getByTestId('new-phones')).toContainText('+74951234567');
    await expect(dialog.getByTestId('old-emails')).not.toContainText('procurement@caspian-oilservice.kz');
    await snapshot(page, 'bo-01-contacts-side-by-side');
    await dialog.getByRole('button', { name: 'Закрыть' }).last().click();
    await signOut(page);
    await decideAsModerator(page, company, 'Контакты', 'Отклонить', 'Адрес почты не подтвержден.');

    await openQuestionnaire(page, 'nonresident@demo.test');
    await expect(contacts.locator('#contact-emails-0')).toHaveValue(before);
    await expect(contacts.locator('#contact-emails-1')).toHaveCount(0);
    await expectNotification(
      page,
      'Запрос на изменение «Контакты» отклонен. Комментарий: Адрес почты не подтвержден.',
    );

    await signOut(page);
    await signIn(page, 'moderator@demo.test');
    await page.getByTestId('status-filter').getByText('Отклоненные').click();
    const decided = page.getByTestId('change-request-table').locator('tbody tr').filter({ hasText: company });
    await expect(decided).toContainText('Адрес почты не подтвержден.');
    await expect(decided).toContainText('moderator@demo.test');
    await snapshot(page, 'bo-02-rejected-filter');
  });

  test('suppliers cannot open the back office', async ({ page }) => {
    await openQuestionnaire(page, 'legal@demo.test');
    await page.goto('/backoffice');
    await expect(page).toHaveURL(/\/job-application$/);
  });
});
