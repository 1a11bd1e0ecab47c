import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, acceptAgreementIfAsked, signIn, snapshot } from './support';
import { newEmail, signUpAndSignIn, typeSearch } from './flows';

test.describe('the cabinet shell', () => {
  test('a visitor is asked to sign in, in Russian, and comes back to the page afterwards', async ({
    page,
  }) => {
    await page.goto('/notifications');
    await expect(page).toHaveURL(/\/auth\/sign-in\?redirect=%2Fnotifications$/);
    await expect(page.getByRole('heading', { name: 'Вход в личный кабинет' })).toBeVisible();
    await expect(page).toHaveTitle('Вход | Личный кабинет контрагента');
    await snapshot(page, '01-sign-in');

    await page.locator('#email').fill('legal@demo.test');
    await page.locator('#password').fill('not-the-password');
    await page.locator('form button[type=submit]').click();
    await expect(page.getByTestId('auth-error')).toHaveText('Неверный e-mail или пароль');

    await page.locator('#password').fill(DEMO_PASSWORD);
    await page.locator('form button[type=submit]').click();
    await expect(page).toHaveURL(/\/notifications$/);

    // Signed in, the sign-in address sends the user on (the stored session is seen before Amplify loads).
    await page.goto('/auth/sign-in?redirect=%2Ffaq');
    await expect(page).toHaveURL(/\/faq$/);
  });

  test('a supplier accepts the new user agreement: Save waits for both consents', async ({ page }) => {
    // A supplier of its own: the demo suppliers accept the agreement in whichever spec signs them in first.
    await signUpAndSignIn(page, newEmail('agreement'));
    await page.getByText('Юридическое лицо', { exact: true }).click();
    await typeSearch(page, '#register-search', 'инжиниринговая');
    await page.locator('.register-item').filter({ hasText: 'Головная организация' }).first().click();
    await expect(page.locator('#reg-inn')).toHaveValue(/^\d{10}$/);
    await page.locator('label[for=registration-consent]').click();
    await page.getByTestId('registration-submit').click();
    await page.getByTestId('registration-done').getByRole('button', { name: 'Перейти в анкету' }).click();
    const modal = page.getByTestId('agreement-modal');
    await expect(modal).toBeVisible();
    await snapshot(page, '02-user-agreement');
    const save = modal.getByTestId('agreement-save');
    await expect(save).toBeDisabled();
    await modal.locator('label[for=consent-personal]').click();
    await expect(save).toBeDisabled();
    await modal.locator('label[for=consent-confidentiality]').click();
    await expect(save).toBeEnabled();
    await save.click();
    await expect(modal).toBeHidden();

    await page.reload();
    await expect(page.getByTestId('company-name')).toBeVisible();
    await page.waitForTimeout(1500);
    await expect(page.getByTestId('agreement-modal')).toBeHidden();
  });

  test('a supplier sees the shell in Russian with the company name and code', async ({ page }) => {
    await signIn(page, 'legal@demo.test');
    await expect(page).toHaveURL(/\/job-application$/);
    await acceptAgreementIfAsked(page);

    await expect(page.getByText('Личный кабинет контрагента').first()).toBeVisible();
    await expect(page.getByTestId('company-name')).toHaveText('ООО «Северная буровая компания»');
    await expect(page.getByTestId('company')).toContainText('Код КССС');
    await expect(page.getByTestId('company-code')).toHaveText('1000123');
    const nav = page.getByRole('navigation', { name: 'Разделы' });
    for (const item of [
      'Анкета',
      'Доступ в ИСУ Снабжение',
      'Взаимоотношения',
      'Документы',
      'Коммуникации',
      'ПБиОТ',
    ]) {
      await expect(nav.getByText(item, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: 'Анкета' })).toBeVisible();
    await expect(page.getByTestId('questionnaire')).toBeVisible();
    await expect(page).toHaveTitle('Анкета | Личный кабинет контрагента');
    await snapshot(page, '03-shell-ru');

    await page.getByTestId('profile-menu').click();
    await expect(page.getByRole('menuitem', { name: 'Рассылки' })).toBeVisible();
    await snapshot(page, '04-profile-menu');
    await page.keyboard.press('Escape');

    await page.getByTestId('support-link').click();
    await expect(page.getByTestId('support-modal')).toContainText('с 9:00 до 18:00 по московскому времени');
    await snapshot(page, '05-support-modal');
  });

  test('the language switches to English and back, and is kept across a reload', async ({ page }) => {
    await signIn(page, 'legal@demo.test');
    await acceptAgreementIfAsked(page);
    await expect(page.getByTestId('company-name')).toBeVisible();

    await page.getByTestId('language-en').click();
    const nav = page.getByRole('navigation', { name: 'Sections' });
    await expect(nav.getByText('Questionnaire', { exact: true })).toBeVisible();
    await expect(page.getByTestId('company')).toContainText('KSSS code');
    await expect(page.getByTestId('q-tab-registration')).toHaveText(/Registration data/);
    await expect(page).toHaveTitle('Questionnaire | Counterparty personal account');
    await page.reload();
    await expect(page.getByRole('navigation', { name: 'Sections' })).toBeVisible();
    await snapshot(page, '06-shell-en');

    await page.getByTestId('language-ru').click();
    await expect(
      page.getByRole('navigation', { name: 'Разделы' }).getByText('Анкета', { exact: true }),
    ).toBeVisible();
    await expect(page.getByTestId('company')).toContainText('Код КССС');
  });

  test('the notifications modal opens from the bell, and closing it marks the new ones notified', async ({
    page,
  }) => {
    await signIn(page, 'legal@demo.test');
    await acceptAgreementIfAsked(page);
    // The demo supplier starts with unread notifications: the badge shows their count.
    await expect(page.getByTestId('notifications-count')).toHaveText(/^[1-9]\d*$/);
    await page.getByTestId('notifications-bell').click();
    const modal = page.getByTestId('notifications-modal');
    await expect(modal).toBeVisible();
    await expect(modal.getByRole('tab', { name: 'Новые уведомления' })).toBeVisible();
    await expect(modal.getByRole('tab', { name: 'Все уведомления' })).toBeVisible();
    await snapshot(page, '07-notifications-modal');
    await modal.getByRole('tab', { name: 'Все уведомления' }).click();
    await expect(modal.locator('.notification-list, .notifications-empty')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
    await expect(page.getByTestId('notifications-count')).toHaveCount(0);

    await page.getByTestId('notifications-bell').click();
    await expect(modal.getByText('Новые уведомления отстуствуют.')).toBeVisible();
  });

  test('the mailings screen lists the mailing types with switches', async ({ page }) => {
    await signIn(page, 'legal@demo.test');
    await acceptAgreementIfAsked(page);
    await page.getByTestId('profile-menu').click();
    await page.getByRole('menuitem', { name: 'Рассылки' }).click();
    await expect(page).toHaveURL(/\/notifications$/);
    await expect(page.getByRole('heading', { name: 'Рассылки' })).toBeVisible();
    const first = page.getByTestId('mailing-list').locator('.mailing-item').first();
    const name = (await first.locator('.mailing-name').textContent()) ?? '';
    const toggle = page.getByRole('switch', { name });
    const before = await toggle.isChecked();
    await snapshot(page, '08-mailings');

    // The switch sends the new state; the server keeps it.
    const sent = page.waitForRequest((r) => r.url().endsWith('/api/notifications/changeActive'));
    await first.locator('.p-inputswitch').click();
    expect((await sent).postDataJSON()).toMatchObject({ isActive: !before });
    await expect(toggle).toBeChecked({ checked: !before });
    await page.reload();
    await expect(page.getByRole('switch', { name })).toBeChecked({ checked: !before });

    await page.getByTestId('mailing-list').locator('.mailing-item').first().locator('.p-inputswitch').click();
    await expect(page.getByRole('switch', { name })).toBeChecked({ checked: before });
    // A mandatory mailing (retention warnings) says so, and its switch stays on.
    const mandatory = page
      .getByTestId('mailing-list')
      .locator('.mailing-item', { hasText: 'Обязательная рассылка' });
    await expect(mandatory).toHaveCount(1);
    const locked = page.getByRole('switch', { name: 'Удаление учётной записи' });
    await expect(locked).toBeChecked();
    await expect(locked).toBeDisabled();
  });

  test('an unknown address shows the 404 screen with a way home', async ({ page }) => {
    await signIn(page, 'legal@demo.test');
    await acceptAgreementIfAsked(page);
    await expect(page.getByTestId('company-name')).toBeVisible();
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByText('Ошибка 404')).toBeVisible();
    await expect(page.getByText('Такая страница не найдена')).toBeVisible();
    await snapshot(page, '09-not-found');
    await page.getByRole('link', { name: 'Перейти на главную' }).click();
    await expect(page).toHaveURL(/\/job-application$/);
  });

  test('signing out returns to the start in Russian, even after English was chosen', async ({ page }) => {
    await signIn(page, 'legal@demo.test');
    await acceptAgreementIfAsked(page);
    await page.getByTestId('language-en').click();
    await page.getByTestId('profile-menu').click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/auth\/sign-in$/);
    await expect(page.getByRole('heading', { name: 'Вход в личный кабинет' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('ru');

    await page.goto('/job-application');
    await expect(page).toHaveURL(/\/auth\/sign-in/);
  });
});

test.describe('who goes where', () => {
  test('a new account is sent to the registration type choice', async ({ page }) => {
    await signIn(page, 'new@demo.test');
    await expect(page).toHaveURL(/\/account\/registration$/);
    await expect(page.getByTestId('registration-choice')).toBeVisible();
    for (const kind of ['Юридическое лицо', 'Индивидуальный предприниматель', 'Нерезидент РФ']) {
      await expect(page.getByText(kind, { exact: true })).toBeVisible();
    }
    await snapshot(page, '10-registration-choice');
    await page.goto('/documents/');
    await expect(page).toHaveURL(/\/account\/registration$/);
    await page.getByTestId('registration-logout').click();
    await expect(page).toHaveURL(/\/auth\/sign-in$/);
  });

  test('an administrator lands on the users administration and stays in it', async ({ page }) => {
    await signIn(page, 'admin@demo.test');
    await expect(page).toHaveURL(/\/admin\/user$/);
    await expect(page.getByRole('heading', { name: 'Пользователи' })).toBeVisible();
    await expect(page.getByTestId('notifications-bell')).toHaveCount(0);
    await snapshot(page, '11-admin');
    await page.goto('/documents/');
    await expect(page).toHaveURL(/\/admin\/user$/);
  });

  test('a moderator lands on the back office', async ({ page }) => {
    await signIn(page, 'moderator@demo.test');
    await expect(page).toHaveURL(/\/backoffice$/);
    await expect(page.getByRole('heading', { name: 'Заявки на изменение' })).toBeVisible();
    await snapshot(page, '12-backoffice');
  });
});
