import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { openQuestionnaire, signOut } from './flows';
import { signIn } from './support';

/**
 * axe-core on every screen the cabinet has today: no serious or critical violation of WCAG 2.1 A/AA.
 * New screens join this list as they are built.
 */
async function expectAccessible(page: Page, screen: string, within?: string): Promise<void> {
  // Fonts and lazy chunks settle first: axe judges what a user is shown.
  await page.evaluate(() => document.fonts.ready);
  const builder = new AxeBuilder({ page });
  if (within) builder.include(within);
  const { violations } = await builder
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    // PrimeReact 10's InputSwitch wraps its labelled, keyboard-operable input (role switch, which the
    // shell suite drives by name) in a div with role checkbox: axe reports the nesting, only a newer
    // PrimeReact changes it.
    .exclude('.p-inputswitch')
    .analyze();
  const grave = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  // Soft: one run lists the violations of every screen it visits.
  expect.soft(grave, `${screen}:\n${grave.join('\n')}`).toEqual([]);
}

/** Opens a screen of the cabinet and waits until its heading is shown and its calls have answered. */
async function openScreen(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('main h1, section.page h1').first()).toBeVisible();
  await expect(page.getByTestId('loading-bar')).toHaveCount(0);
}

test.describe('accessibility (axe-core)', () => {
  test.setTimeout(120_000);

  test('the sign-in, sign-up and password reset screens', async ({ page }) => {
    for (const [path, heading] of [
      ['/auth/sign-in', 'Вход в личный кабинет'],
      ['/auth/sign-up', null],
      ['/auth/reset-password', null],
    ] as const) {
      await page.goto(path);
      if (heading) await expect(page.getByRole('heading', { name: heading })).toBeVisible();
      else await expect(page.locator('form')).toBeVisible();
      await expectAccessible(page, path);
    }
  });

  test('the questionnaire, the mailings, the 404 screen of a supplier', async ({ page }) => {
    await openQuestionnaire(page, 'legal@demo.test');
    await expectAccessible(page, 'questionnaire');
    await page.goto('/notifications');
    await expect(page.getByRole('heading', { name: 'Рассылки' })).toBeVisible();
    await expectAccessible(page, 'mailings');
    await page.goto('/no/such/page');
    await expect(page.getByText('Ошибка 404')).toBeVisible();
    await expectAccessible(page, '404');
  });

  test('the notifications modal', async ({ page }) => {
    await openQuestionnaire(page, 'individual@demo.test');
    await page.getByTestId('notifications-bell').click();
    await expect(page.getByRole('dialog')).toBeVisible();
    // The dialog is modal: what lies behind it is judged on its own screen.
    await expectAccessible(page, 'notifications modal', '[role=dialog]');
  });

  test('the registration choice of a new account', async ({ page }) => {
    await signIn(page, 'new@demo.test');
    await expect(page.getByTestId('registration-choice')).toBeVisible();
    await expectAccessible(page, 'registration choice');
  });

  test('the back office', async ({ page }) => {
    await signIn(page, 'moderator@demo.test');
    await expect(page.getByRole('heading', { name: 'Заявки на изменение' })).toBeVisible();
    await expectAccessible(page, 'back office');
  });

  test('every section of a supplier: documents, safety, tenders, communication, relationships, FAQ', async ({
    page,
  }) => {
    await openQuestionnaire(page, 'legal@demo.test');
    for (const path of [
      '/documents',
      '/documents/create',
      '/documents/status',
      '/pbiot',
      '/tender',
      '/communication',
      '/relationships',
      '/faq',
      '/howpay',
      '/instruction',
    ]) {
      await openScreen(page, path);
      await expectAccessible(page, path);
    }
    // A conversation of the demo supplier (the seed opens some).
    await openScreen(page, '/communication');
    await page.getByTestId('communication-page').locator('tbody tr').first().click();
    await expect(page.getByTestId('chat-page')).toBeVisible();
    await expect(page.getByTestId('chat-message').first()).toBeVisible();
    await expectAccessible(page, 'chat');
  });

  test("the administrators' users table", async ({ page }) => {
    await signIn(page, 'admin@demo.test');
    await expect(page).toHaveURL(/\/admin\/user$/);
    await expect(page.locator('tbody tr').first()).toBeVisible();
    await expectAccessible(page, 'admin users');
  });

  test('every queue of the back office and the support inbox', async ({ page }) => {
    await signIn(page, 'moderator@demo.test');
    await expect(page.getByRole('heading', { name: 'Заявки на изменение' })).toBeVisible();
    for (const path of ['/backoffice/documents', '/backoffice/pbiot', '/backoffice/tender-access']) {
      await openScreen(page, path);
      await expectAccessible(page, path);
    }
    await signOut(page);
    await signIn(page, 'support-north@demo.test');
    await expect(page).toHaveURL(/\/backoffice\/inbox$/);
    await openScreen(page, '/backoffice/inbox');
    await expectAccessible(page, 'inbox');
    await page.locator('tbody tr').first().click();
    await expect(page.getByTestId('staff-chat-page')).toBeVisible();
    await expectAccessible(page, 'staff chat');
  });
});
