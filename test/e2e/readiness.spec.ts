import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { incidentValueCodes } from '@shared/validation/pbiot-incidents';
import { samplePdf } from '../../functions/domain/files/file-samples.fixture';
import { statementBytes } from '../../functions/domain/tenders/statement.fixture';
import { addWorkingDays, moscowDate } from '../../functions/lib/working-days';
import { expectFitsViewport, expectTouchTargets } from './layout';
import { finishRegistration, newEmail, signUpAndSignIn, typeSearch } from './flows';
import { snapshot, tokenOf } from './support';

/**
 * «Готовность к закупкам» (issue 21): a new supplier opens the page from the header and it leads it step
 * by step to "ready". The steps other suites walk through the UI (the contacts' review, the PBIOT package,
 * the statement) are taken through the API here; the licence is accepted on its page from the checklist's
 * link, and each change is seen on the checklist.
 */

const ruDate = (iso: string) => iso.split('-').reverse().join('.');
const PAYEE_ACCOUNT = '40702810200000012345';

async function api<T = unknown>(
  request: APIRequestContext,
  token: string,
  method: string,
  path: string,
  data?: unknown,
): Promise<T> {
  const response = await request.fetch(path, {
    method,
    headers: { Authorization: `Bearer ${token}` },
    ...(data === undefined ? {} : { data }),
  });
  expect(response.status(), `${method} ${path}: ${await response.text()}`).toBeLessThan(300);
  return ((await response.json()) as { response: T }).response;
}

/** An accepted PBIOT file linked to a document code (the upload as the browser makes it). */
async function pbiotDoc(request: APIRequestContext, token: string, code: string, name: string) {
  const bytes = samplePdf(name);
  const started = await api<{ id: string; upload: { url: string; fields: Record<string, string> } }>(
    request,
    token,
    'POST',
    '/api/files',
    { fileName: name, size: bytes.length, purpose: 'PBIOT' },
  );
  const stored = await request.post(started.upload.url, {
    multipart: {
      ...started.upload.fields,
      file: { name, mimeType: 'application/pdf', buffer: Buffer.from(bytes) },
    },
  });
  expect(stored.status()).toBeLessThan(300);
  await api(request, token, 'POST', `/api/files/${started.id}/confirm`);
  await api(request, token, 'POST', '/api/pbiot/doc', {
    fileId: started.id,
    type: `${code}__${started.id.slice(0, 8)}`,
  });
}

const step = (page: Page, name: string) => page.getByTestId(`readiness-step-${name}`);
const items = (page: Page) => page.getByTestId('readiness-item');

test.describe('readiness for procurement', () => {
  test.setTimeout(180_000);

  test('a new supplier’s checklist leads it through each step to "ready"', async ({ page, request }) => {
    const email = newEmail('readiness');
    const today = moscowDate(new Date());
    await signUpAndSignIn(page, email);
    await page.getByText('Индивидуальный предприниматель', { exact: true }).click();
    await typeSearch(page, '#register-search', 'Зайцев');
    const found = page.locator('.register-item').first();
    await expect(found).toBeVisible();
    const company = ((await found.locator('.register-item-name').textContent()) ?? '').trim();
    await found.click();
    await expect(page.locator('#reg-inn')).toHaveValue(/^\d{12}$/);
    const inn = await page.locator('#reg-inn').inputValue();
    await page.locator('label[for=registration-consent]').click();
    await page.getByTestId('registration-submit').click();
    await finishRegistration(page);

    // From the header, the page lists what is left, the questionnaire first with its 21 working days.
    await page.getByTestId('readiness-link').click();
    await expect(page).toHaveURL(/\/readiness$/);
    await expect(page.getByRole('heading', { name: 'Готовность к закупкам', level: 1 })).toBeVisible();
    const first = items(page).first();
    await expect(first).toHaveAttribute('data-code', 'QUESTIONNAIRE_UNSAVED');
    await expect(first).toContainText('Анкета не сохранена');
    await expect(first).toContainText(`до ${ruDate(addWorkingDays(today, 21))}, осталось рабочих дней: 21`);
    await expect(first.getByRole('link', { name: 'Открыть анкету' })).toHaveAttribute(
      'href',
      '/job-application',
    );
    await expect(step(page, 'PBIOT')).toContainText('Анкета ПБиОТ не отправлена');
    await expect(step(page, 'TENDER_ACCESS')).toContainText('Не приняты условия доступа к тендерам');
    // An entrepreneur whose tax regime the register has not given yet has no required documents.
    await expect(step(page, 'DOCUMENTS')).toContainText('Ничего не требуется');
    await expect(page.getByTestId('readiness-progress')).toHaveText('Выполнено шагов: 3 из 6');
    await expectFitsViewport(page);
    await expectTouchTargets(page);
    // The header keeps its link on one line down to where it folds under the menu button (960 px).
    for (const width of [964, 1200]) {
      await page.setViewportSize({ width, height: 900 });
      await expectFitsViewport(page);
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    await snapshot(page, 'readiness-01-new-ru-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await expectFitsViewport(page);
    await snapshot(page, 'readiness-02-new-ru-390');
    await page.evaluate(() => localStorage.setItem('language', 'en'));
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Procurement readiness', level: 1 })).toBeVisible();
    await expect(items(page).first()).toContainText('The questionnaire is not saved');
    await expectFitsViewport(page);
    await snapshot(page, 'readiness-03-new-en-390');
    await page.setViewportSize({ width: 1280, height: 900 });
    await snapshot(page, 'readiness-04-new-en-1280');
    await page.evaluate(() => localStorage.setItem('language', 'ru'));
    await page.reload();
    await expect(items(page).first()).toContainText('Анкета не сохранена');

    // The questionnaire: contacts sent (under review), then approved.
    const supplier = await tokenOf(request, email);
    const moderator = await tokenOf(request, 'moderator@demo.test');
    const { changeRequestId } = await api<{ changeRequestId: string }>(
      request,
      supplier,
      'POST',
      '/api/profiles/save-profile-contacts',
      { phones: ['+79001234567'], emails: [email], websites: [] },
    );
    await page.reload();
    await expect(items(page).first()).toHaveAttribute('data-code', 'CHAPTER_IN_REVIEW');
    await expect(items(page).first()).toContainText('Раздел анкеты на проверке: Контакты');
    await api(request, moderator, 'POST', `/api/backoffice/change-requests/${changeRequestId}/decision`, {
      decision: 'APPROVE',
      comment: 'Контакты подтверждены',
    });
    await page.reload();
    await expect(step(page, 'QUESTIONNAIRE')).toContainText('Ничего не требуется');

    // The safety check: the package sent is under review, then approved.
    const values: Record<string, number> = {};
    for (const code of incidentValueCodes(new Date())) values[code] = 1;
    values.q1 = 40;
    values.q4 = 25;
    await api(request, supplier, 'POST', '/api/pbiot/incidents', { values });
    await pbiotDoc(request, supplier, 'questionnaire_1', 'Анкета подписанная.pdf');
    await pbiotDoc(request, supplier, 'pbiot_0001', 'Политика ПБ и ОТ.pdf');
    await api(request, supplier, 'POST', '/api/pbiot/accept', { checks: ['pbiot_0001'] });
    await page.reload();
    await expect(step(page, 'PBIOT')).toContainText('Пакет ПБиОТ на проверке');
    const [sent] = await api<{ id: string }[]>(request, supplier, 'GET', '/api/pbiot/history');
    await api(request, moderator, 'POST', `/api/backoffice/pbiot/packages/${sent!.id}/take`);
    await api(request, moderator, 'POST', `/api/backoffice/pbiot/packages/${sent!.id}/decision`, {
      approved: true,
      comment: 'Документы в порядке',
      validUntil: `${new Date().getUTCFullYear() + 1}-12-31`,
    });
    await page.reload();
    await expect(step(page, 'PBIOT')).toContainText('Ничего не требуется');

    // Tender access: the checklist's link opens the page where the licence is accepted.
    await step(page, 'TENDER_ACCESS').getByRole('link', { name: 'Перейти к доступу' }).click();
    await expect(page).toHaveURL(/\/tender$/);
    const accept = page.getByTestId('tender-accept');
    await accept.locator('label[for=tender-agree]').click();
    await page.getByTestId('tender-confirm').click();
    await expect(page.getByTestId('tender-banner')).toBeVisible();
    await page.getByTestId('readiness-link').click();
    const unpaid = step(page, 'TENDER_ACCESS');
    await expect(unpaid).toContainText('Доступ к тендерам не оплачен');
    await expect(unpaid).toContainText(`до ${ruDate(addWorkingDays(today, 15))}, осталось рабочих дней: 15`);
    await snapshot(page, 'readiness-05-unpaid');

    // The payment arrives in the statement the licensor's accountant loads: nothing is left.
    const { paymentCode } = await api<{ paymentCode: string }>(request, supplier, 'GET', '/api/tenders/info');
    const statement = statementBytes(PAYEE_ACCOUNT, [
      {
        number: '7001',
        date: ruDate(today),
        amount: '61000.00',
        payerName: company,
        payerInn: inn,
        payerAccount: '40802810938000012345',
        payeeAccount: PAYEE_ACCOUNT,
        payeeInn: '7704123450',
        purpose: `Лицензионное вознаграждение, код ${paymentCode}`,
      },
    ]);
    await api(request, moderator, 'POST', '/api/tenders/staff/statements', {
      fileName: 'kl_to_1c.txt',
      contentBase64: Buffer.from(statement).toString('base64'),
    });
    await page.reload();
    const ready = page.getByTestId('readiness-ready');
    await expect(ready).toContainText('Вы готовы к участию в закупках');
    await expect(items(page)).toHaveCount(0);
    await expectFitsViewport(page);
    await snapshot(page, 'readiness-06-ready-ru-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await snapshot(page, 'readiness-07-ready-ru-390');
    await page.evaluate(() => localStorage.setItem('language', 'en'));
    await page.reload();
    await expect(ready).toContainText('You are ready to take part in procurement');
    await snapshot(page, 'readiness-08-ready-en-390');
    await page.setViewportSize({ width: 1280, height: 900 });
    await snapshot(page, 'readiness-09-ready-en-1280');
    await page.evaluate(() => localStorage.setItem('language', 'ru'));
  });
});
