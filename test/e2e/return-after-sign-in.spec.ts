import { expect, test } from '@playwright/test';
import { signOut } from './flows';
import { acceptAgreementIfAsked, DEMO_PASSWORD, signIn } from './support';

/**
 * A link in an e-mail survives the sign-in (issue 29): the answer e-mail links to the chat of a request;
 * signed out, that link leads to the sign-in, and the sign-in returns to the chat, not to «Нет данных.»
 * and not to the questionnaire.
 */
test('the chat link of an answer e-mail opens the chat after the sign-in', async ({ page }) => {
  await signIn(page, 'legal@demo.test');
  await acceptAgreementIfAsked(page);
  await page.goto('/communication');
  await page.getByTestId('requests-table').locator('tbody tr').first().click();
  await expect(page).toHaveURL(/\/communication\/chat\/?\?requestCode=/);
  const chat = new URL(page.url());
  const link = chat.pathname + chat.search;
  await signOut(page);

  await page.goto(link);
  await expect(page).toHaveURL(/\/auth\/sign-in\?redirect=/);
  expect(new URL(page.url()).searchParams.get('redirect')).toBe(link);
  await page.locator('#email').fill('legal@demo.test');
  await page.locator('#password').fill(DEMO_PASSWORD);
  await page.locator('form button[type=submit]').click();
  await expect(page).toHaveURL(link);
  await expect(page.getByTestId('chat-page')).toBeVisible();
  await expect(page.getByText('Нет данных.')).toHaveCount(0);
});

test('the header’s «Войти» returns to the page it was pressed on', async ({ page }) => {
  await page.goto('/instruction');
  await page.getByRole('link', { name: 'Войти' }).first().click();
  await expect(page).toHaveURL('/auth/sign-in?redirect=%2Finstruction');
});
