import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { unzipSync } from 'fflate';
import { finishRegistration, newEmail, openQuestionnaire, signUpAndSignIn, typeSearch } from './flows';
import { signIn, snapshot } from './support';

/**
 * Issue 18: "Скачать мои данные" in Профиль → Данные gives a zip of everything held about the account, and
 * withdrawing the consent asks first, then closes the account so that its user can no longer sign in.
 */

async function openAccountData(page: Page) {
  await page.getByTestId('profile-menu').click();
  await page.getByRole('menuitem', { name: 'Данные' }).click();
  const modal = page.getByTestId('account-data-modal');
  await expect(modal).toBeVisible();
  return modal;
}

test.describe('the person’s own data', () => {
  test.setTimeout(180_000);

  test('the export downloads and holds the supplier’s questionnaire, documents and messages', async ({
    page,
  }) => {
    await openQuestionnaire(page, 'legal@demo.test');
    const modal = await openAccountData(page);
    const section = modal.getByTestId('personal-data');
    await expect(section.getByTestId('consent-history')).toContainText(
      'Согласие на обработку персональных данных',
    );

    await section.getByTestId('export-request').click();
    const download = section.getByTestId('export-download');
    await expect(download).toBeVisible({ timeout: 60_000 });
    await expect(section).toContainText('Архив готов');
    await snapshot(page, 'personal-data-export-ready');
    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(file.suggestedFilename()).toMatch(/^Мои данные \d+ \d{4}-\d{2}-\d{2}\.zip$/);
    const archive = unzipSync(new Uint8Array(readFileSync(await file.path())));
    const data = JSON.parse(new TextDecoder().decode(archive['data.json'])) as {
      questionnaire: { registration: { inn: string; name: string } };
      documents: { files: { name: string }[] }[];
      communication: { messages: { text: string }[] }[];
    };
    expect(data.questionnaire.registration.inn).toMatch(/^\d{10}$/);
    expect(data.documents.length).toBeGreaterThan(0);
    expect(data.communication.length).toBeGreaterThan(0);
    expect(data.communication.flatMap((r) => r.messages).length).toBeGreaterThan(0);
    // The documents' files travel beside data.json.
    const names = Object.keys(archive);
    const documentFiles = data.documents.flatMap((d) => d.files.map((f) => f.name));
    expect(documentFiles.length).toBeGreaterThan(0);
    expect(names.filter((n) => n.startsWith('documents/')).length).toBeGreaterThan(0);

    // The supplier is told the archive is ready.
    await page.keyboard.press('Escape');
    await page.getByTestId('notifications-bell').click();
    await expect(page.getByText('Архив с вашими данными готов', { exact: false }).first()).toBeVisible();
  });

  test('withdrawing the consent asks first, then closes the account: its user cannot sign in', async ({
    page,
  }) => {
    const email = newEmail('withdraw');
    await signUpAndSignIn(page, email);
    await page.getByText('Индивидуальный предприниматель', { exact: true }).click();
    await typeSearch(page, '#register-search', 'Орлов');
    await page.locator('.register-item').first().click();
    await expect(page.locator('#reg-inn')).toHaveValue(/^\d{12}$/);
    // The server refuses a registration without the consent; the form asks for it first.
    await expect(page.getByTestId('registration-submit')).toBeDisabled();
    await page.locator('label[for=registration-consent]').click();
    await page.getByTestId('registration-submit').click();
    await finishRegistration(page);
    // Before its questionnaire is saved: the personal-data rights are there from the first day.
    await expect(page.getByTestId('q-contacts')).toBeVisible();

    const modal = await openAccountData(page);
    const history = modal.getByTestId('consent-history');
    await expect(history).toContainText('При регистрации');
    await expect(history).toContainText(email);

    await modal.getByTestId('consent-withdraw').click();
    const dialog = page.getByTestId('consent-withdraw-dialog');
    await expect(dialog).toContainText('учётная запись будет закрыта');
    await expect(dialog).toContainText('удалены по правилам хранения данных');
    const confirm = dialog.getByTestId('consent-withdraw-confirm');
    await expect(confirm).toBeDisabled();
    await dialog.locator('label[for=withdraw-understood]').click();
    await snapshot(page, 'personal-data-withdraw-dialog');
    await confirm.click();

    // Signed out, and the closed account cannot sign in again.
    await expect(page).toHaveURL(/\/auth\/sign-in/);
    await signIn(page, email);
    await expect(page.getByTestId('auth-error')).toContainText(
      'Учётная запись закрыта: согласие на обработку персональных данных отозвано.',
    );
    await expect(page).toHaveURL(/\/auth\/sign-in/);
  });
});
