import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { createConfirmedUser } from '../../infra/local/seed';
import { totpCode } from '../support/cognito';
import { openQuestionnaire, signOut } from './flows';
import { DEMO_PASSWORD, enterTotpCode, signIn, snapshot, stackCognito } from './support';

/** A moderator of its own, without an authenticator yet, in the stack's cognito-local (its address from /config.json). */
async function newModerator(page: Page): Promise<string> {
  const { client, userPoolId } = await stackCognito(page.request);
  const email = `mfa-${randomUUID().slice(0, 8)}@test.local`;
  await createConfirmedUser(client, userPoolId, email, DEMO_PASSWORD, ['moderator']);
  client.destroy();
  return email;
}

test('a staff member sets up TOTP with the QR code at the first sign-in, works in the back office, and gives the code at the next', async ({
  page,
}) => {
  const email = await newModerator(page);
  await signIn(page, email);

  // The first sign-in: no code yet, so the app is set up here.
  await expect(page.getByRole('heading', { name: 'Настройка входа с кодом' })).toBeVisible();
  await expect(page.getByTestId('totp-qr')).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await snapshot(page, 'staff-totp-setup');
  await page.locator('#totp-setup-code').fill(totpCode(secret));
  await page.locator('form button[type=submit]').click();

  // Earlier sessions are ended (this one passed no code): the sign-in continues with the code.
  await expect(page.getByText('Вход с кодом настроен, прежние сеансы завершены.')).toBeVisible();
  // Sign-outs count by the second: the new session begins in the next one.
  await page.waitForTimeout(1100);
  await enterTotpCode(page, secret);
  await expect(page).toHaveURL(/\/backoffice$/);
  await expect(page.getByTestId('change-request-table')).toBeVisible();

  // From now on every sign-in asks for the code.
  await page.getByTestId('profile-menu').click();
  await page.getByRole('menuitem', { name: 'Выход', exact: true }).click();
  await page.goto('/auth/sign-in');
  await page.locator('#email').fill(email);
  await page.locator('#password').fill(DEMO_PASSWORD);
  await page.locator('form button[type=submit]').click();
  await expect(page.getByRole('heading', { name: 'Код из приложения' })).toBeVisible();
  await page.locator('#totp-code').fill('000000');
  await page.locator('form button[type=submit]').click();
  await expect(page.getByText('Неверный код из приложения')).toBeVisible();
  await enterTotpCode(page, secret);
  await expect(page).toHaveURL(/\/backoffice$/);
});

test('"Выйти на всех устройствах" ends the staff member\'s sessions: this browser is back at the sign-in', async ({
  page,
}) => {
  await signIn(page, 'support-volga@demo.test');
  await expect(page).toHaveURL(/\/backoffice\/inbox/);
  await page.getByTestId('profile-menu').click();
  await page.getByRole('menuitem', { name: 'Выйти на всех устройствах' }).click();
  await expect(page).toHaveURL(/\/auth\/sign-in|\/$/);
});

test('a supplier turns sign-in with a code on in Профиль → Данные, is asked for it at the next sign-in, and turns it off', async ({
  page,
}) => {
  const email = 'nonresident@demo.test';
  await openQuestionnaire(page, email);
  await page.getByTestId('profile-menu').click();
  await page.getByRole('menuitem', { name: 'Данные' }).click();
  const section = page.getByTestId('totp-section');
  await expect(section).toContainText('Выключен: вход только по паролю.');
  await section.getByRole('button', { name: 'Включить' }).click();
  await expect(section.getByTestId('totp-qr')).toBeVisible();
  const secret = (await section.getByTestId('totp-secret').textContent()) ?? '';
  await section.locator('#totp-setup-code').fill(totpCode(secret));
  await section.getByRole('button', { name: 'Включить' }).click();
  await expect(section).toContainText('При следующем входе потребуется код из приложения.');
  await page.keyboard.press('Escape');
  await signOut(page);

  await page.goto('/auth/sign-in');
  await page.locator('#email').fill(email);
  await page.locator('#password').fill(DEMO_PASSWORD);
  await page.locator('form button[type=submit]').click();
  await expect(page.getByRole('heading', { name: 'Код из приложения' })).toBeVisible();
  await enterTotpCode(page, secret);
  await expect(page).toHaveURL(/\/job-application$/);

  // Off again: the other scenarios sign this supplier in with the password alone.
  await page.getByTestId('profile-menu').click();
  await page.getByRole('menuitem', { name: 'Данные' }).click();
  await section.getByRole('button', { name: 'Выключить' }).click();
  await expect(section).toContainText('Вход с кодом выключен.');
});
