import { fileURLToPath } from 'node:url';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { completeIndividualInn, completeLegalInn } from '@shared/validation/tax-ids';
import {
  addToLocalRegister,
  decideAsModerator,
  finishRegistration,
  newEmail,
  openQuestionnaire,
  signOut,
  signUpAndSignIn,
  typeSearch,
  writePdf,
} from './flows';
import { tokenOf } from './support';

const files = fileURLToPath(new URL('../../test-results/e2e-files/', import.meta.url));
const stamp = () => String(Date.now()).slice(-7);
const year = new Date().getFullYear();

const USN_RETURN = 'Налоговая декларация по УСН (XML)';
const VAT_RETURN = 'Налоговая декларация по НДС (XML)';
const IP_VAT_RETURN = 'Налоговая декларация по НДС индивидуального предпринимателя за квартал';
const PROFIT_RETURN = 'Налоговая декларация по налогу на прибыль организаций (XML)';

/** A newcomer registers the company of this INN from the register search and lands on the questionnaire. */
async function registerFromSearch(page: Page, email: string, kind: 'legal' | 'individual', inn: string) {
  await signUpAndSignIn(page, email);
  await page
    .getByText(kind === 'legal' ? 'Юридическое лицо' : 'Индивидуальный предприниматель', { exact: true })
    .click();
  await typeSearch(page, '#register-search', inn);
  const item = page.locator('.register-item').first();
  await expect(item).toBeVisible();
  await item.click();
  await expect(page.locator('#reg-inn')).toHaveValue(inn);
  await page.locator('label[for=registration-consent]').click();
  await page.getByTestId('registration-submit').click();
  await finishRegistration(page);
}

/** «Внимание! Не загружена налоговая декларация: …»: the returns the regime needs and that are due now. */
const required = (page: Page) => page.getByTestId('tax-return-warnings');

async function api<T>(request: APIRequestContext, token: string, path: string, data: unknown): Promise<T> {
  const response = await request.fetch(path, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    data,
  });
  expect(response.status(), `${path}: ${await response.text()}`).toBeLessThan(300);
  return ((await response.json()) as { response: T }).response;
}

/**
 * The documents section opens once the questionnaire's contacts are saved; the contacts' own review is walked
 * through the UI by other suites, so here they are sent and approved through the API, then the page reloads.
 */
async function contactsApproved(page: Page, request: APIRequestContext, email: string) {
  const { changeRequestId } = await api<{ changeRequestId: string }>(
    request,
    await tokenOf(request, email),
    '/api/profiles/save-profile-contacts',
    { phones: ['+79001234567'], emails: [email], websites: [] },
  );
  await api(
    request,
    await tokenOf(request, 'moderator@demo.test'),
    `/api/backoffice/change-requests/${changeRequestId}/decision`,
    {
      decision: 'APPROVE',
      comment: 'Контакты подтверждены',
    },
  );
  await page.reload();
}

test.describe('the tax regime decides the returns asked for', () => {
  test.setTimeout(180_000);

  test('a УСН entrepreneur and a general-regime company each see the returns their regime needs', async ({
    page,
    request,
  }) => {
    const ipInn = completeIndividualInn(`72${stamp().slice(-6)}17`);
    addToLocalRegister(ipInn, `ИП Сургутов Артём Ильич`, 'USN');
    const ipEmail = newEmail('usn');
    await registerFromSearch(page, ipEmail, 'individual', ipInn);
    await contactsApproved(page, request, ipEmail);
    const ipRow = page.getByTestId('q-tax-regimes').locator('tbody tr').first();
    await expect(ipRow).toContainText(String(year));
    await expect(ipRow).toContainText('УСН');
    await expect(ipRow).toContainText('по данным ЕГРЮЛ');
    await page.goto('/documents/');
    await expect(required(page)).toContainText(USN_RETURN);
    await expect(required(page)).not.toContainText(IP_VAT_RETURN);
    await signOut(page);

    const inn = completeLegalInn(`72${stamp()}`);
    addToLocalRegister(inn, 'ООО «Сибирский профиль»', 'OSN');
    const email = newEmail('osn');
    await registerFromSearch(page, email, 'legal', inn);
    await contactsApproved(page, request, email);
    await expect(page.getByTestId('q-tax-regimes').locator('tbody tr').first()).toContainText('ОСН');
    await page.goto('/documents/');
    await expect(required(page)).toContainText(VAT_RETURN);
    await expect(required(page)).toContainText(PROFIT_RETURN);
    await expect(required(page)).not.toContainText(USN_RETURN);
  });

  test('a company the register calls general-regime declares УСН with its notice and the reviewer accepts', async ({
    page,
    request,
  }) => {
    const inn = completeLegalInn(`72${stamp()}`);
    const name = `ООО «Нижневартовский мост ${inn.slice(-4)}»`;
    addToLocalRegister(inn, name, 'OSN');
    const email = newEmail('declare');
    await registerFromSearch(page, email, 'legal', inn);
    await contactsApproved(page, request, email);

    await page.getByTestId('q-tax-regime-change').click();
    const dialog = page.getByTestId('tax-regime-dialog');
    await expect(dialog).toBeVisible();
    // Without the regime and the notice nothing is sent.
    await dialog.getByTestId('tax-regime-send').click();
    await expect(dialog).toContainText('Выберите систему налогообложения');
    await expect(dialog).toContainText('Приложите подтверждающий документ');
    await dialog
      .locator('.p-dropdown')
      .filter({ has: page.locator('#tax-regime-system') })
      .click();
    await page.getByRole('option', { name: 'Упрощённая система налогообложения (УСН)' }).click();
    await expect(dialog.getByTestId('tax-regime-vat-limit')).toContainText('млн руб.');
    await page
      .locator('#file-input-tax-regime-document')
      .setInputFiles(writePdf(files, 'usn-notice.pdf', `USN notice ${inn}`));
    await expect(dialog.getByTestId('file-tax-regime-document')).toContainText('usn-notice.pdf');
    await dialog.getByTestId('tax-regime-send').click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('q-tax-regime-pending')).toContainText('На проверке заявление');
    await expect(page.getByTestId('q-tax-regime-change')).toBeDisabled();
    await signOut(page);

    await decideAsModerator(page, name, 'Система налогообложения', 'Одобрить', 'Уведомление сверено.');
    await openQuestionnaire(page, email);
    const row = page.getByTestId('q-tax-regimes').locator('tbody tr').first();
    await expect(row).toContainText('УСН');
    await expect(row).toContainText('заявлено поставщиком');
    await page.goto('/documents/');
    await expect(required(page)).toContainText(USN_RETURN);
    await expect(required(page)).not.toContainText(PROFIT_RETURN);
  });
});
