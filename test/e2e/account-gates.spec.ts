import { expect, test, type Page } from '@playwright/test';
import {
  decideAsModerator,
  finishRegistration,
  newEmail,
  openQuestionnaire,
  signOut,
  signUpAndSignIn,
  typeMasked,
  typeSearch,
} from './flows';
import { snapshot } from './support';

/** A legal entity registered from the register by a new user: it lands on its questionnaire. */
async function registerLegal(page: Page, email: string): Promise<string> {
  await signUpAndSignIn(page, email);
  await page.getByText('Юридическое лицо', { exact: true }).click();
  await typeSearch(page, '#register-search', 'Сервис');
  const found = page.locator('.register-item').filter({ hasText: 'Головная организация' }).first();
  await expect(found).toBeVisible();
  const company = ((await found.locator('.register-item-name').textContent()) ?? '').trim();
  await found.click();
  await expect(page.locator('#reg-inn')).toHaveValue(/^\d{10}$/);
  await page.locator('label[for=registration-consent]').click();
  await page.getByTestId('registration-submit').click();
  await finishRegistration(page);
  return company;
}

const sections = (page: Page) => page.getByRole('navigation', { name: 'Разделы' });

test.describe('the saved-data gate and account-wide moderation', () => {
  test.setTimeout(150_000);

  test('a new supplier is held on the questionnaire until it saves its contacts, then works under moderation', async ({
    page,
  }) => {
    const email = newEmail('gate');
    const company = await registerLegal(page, email);

    // 01 §2.1, §6: the sections are closed until saved data exists.
    for (const name of ['Документы', 'Взаимоотношения', 'Доступ в ИСУ Снабжение', 'ПБиОТ']) {
      await expect(sections(page).getByText(name, { exact: true })).toHaveAttribute('aria-disabled', 'true');
    }
    // The personal-data rights are not: 'Данные' opens with the consents, the tender contacts wait for saved data.
    await page.getByTestId('profile-menu').click();
    await page.getByRole('menuitem', { name: 'Данные' }).click();
    const data = page.getByTestId('account-data-modal');
    await expect(data.getByTestId('consent-history')).toContainText('При регистрации');
    await expect(data.getByTestId('tender-contacts')).toHaveCount(0);
    await page.keyboard.press('Escape');
    // 01 §4.5: typing the address does not get around it.
    for (const path of [
      '/documents/',
      '/documents/create',
      '/documents/status',
      '/relationships',
      '/pbiot',
    ]) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/job-application$/);
    }
    await expect(page.getByTestId('questionnaire')).toBeVisible();
    await expect(page.getByTestId('editing-limited')).toHaveCount(0);

    // The first contacts are saved: they go for review, and the account data is on moderation.
    const contacts = page.getByTestId('q-contacts');
    // An empty chapter opens with one phone and one e-mail to fill in.
    await typeMasked(contacts.locator('#contact-phones-0'), '9001234567');
    await contacts.locator('#contact-emails-0').fill('office@gate.test');
    await contacts.getByTestId('contacts-save').click();
    const success = page.getByTestId('success-dialog');
    await expect(success).toContainText('Успешно!');
    await success.getByRole('button', { name: 'Понятно' }).click();

    const warning = page.getByTestId('editing-limited');
    await expect(warning).toContainText(
      'Внимание! Возможность редактирования ограничена: данные учетной записи находятся на проверке.',
    );
    await expect(warning).toContainText('Если проверка длится более 2 дней, обратитесь в службу поддержки');
    await expect(warning.getByRole('link')).toHaveAttribute('href', /^mailto:.+@.+/);
    await expect(page.getByTestId('q-postal').getByTestId('postal-edit')).toHaveCount(0);
    await snapshot(page, 'gate-01-questionnaire-on-moderation');

    // Saved data opens the sections; documents cannot be added while the review lasts.
    await sections(page).getByRole('link', { name: 'Документы', exact: true }).click();
    await expect(page).toHaveURL(/\/documents\/?$/);
    await expect(page.getByTestId('editing-limited')).toContainText(
      'данные учетной записи находятся на проверке',
    );
    await snapshot(page, 'gate-02-documents-on-moderation');

    // The reviewer's decision ends the moderation.
    await signOut(page);
    await decideAsModerator(page, company, 'Контакты', 'Одобрить', 'Контакты подтверждены.');
    await openQuestionnaire(page, email);
    await expect(page.getByTestId('editing-limited')).toHaveCount(0);
    await page.goto('/documents/');
    await expect(page).toHaveURL(/\/documents\/?$/);
    await expect(page.getByTestId('editing-limited')).toHaveCount(0);
  });
});
