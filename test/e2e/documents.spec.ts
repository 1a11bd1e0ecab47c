import { expect, test, type Page } from '@playwright/test';
import { demoSampleSets, type SampleSet } from '../../functions/domain/documents/tax-xml/demo-samples';
import { samplePdf } from '../../functions/domain/files/file-samples.fixture';
import {
  chooseOption,
  expectNotification,
  openQuestionnaire,
  signOut,
  statusRow,
  typeSearch,
  writePdf,
} from './flows';
import { signIn, snapshot } from './support';

/** Reports of the last finished year: every quarter of it can be filed now. */
const year = new Date().getUTCFullYear() - 1;
/** Today as the cabinet shows dates, DD.MM.YYYY in Moscow: after 21:00 UTC it is already tomorrow there. */
const moscowToday = () => new Date().toLocaleDateString('ru-RU', { timeZone: 'Europe/Moscow' });
const samples = new Map(demoSampleSets(year).map((s) => [s.name, s]));
const sample = (name: string): SampleSet => {
  const found = samples.get(name);
  if (!found) throw new Error(`no sample ${name}`);
  return found;
};

/** Fills the add-documents form as a user does: type, period, the report and its receipt. */
async function fillVatReturn(page: Page, set: SampleSet) {
  await page.goto('/documents/create');
  await expect(page.getByTestId('documents-create')).toBeVisible();
  await chooseOption(page, 'doc-type', 'НДС (XML)', 'Налоговая декларация по НДС (XML)');
  await expect(page.getByTestId('uploaded-count')).toHaveText('Загружено: 0 из 3');
  await page
    .locator('.p-dropdown')
    .filter({ has: page.locator('#doc-year') })
    .click();
  await page.getByRole('option', { name: String(year), exact: true }).click();
  await page
    .locator('.p-dropdown')
    .filter({ has: page.locator('#doc-quarter') })
    .click();
  await page.getByRole('option', { name: '2 квартал', exact: true }).click();
  for (const file of set.files) {
    await page
      .getByTestId(`file-input-${file.part}`)
      .setInputFiles({ name: file.name, mimeType: 'text/xml', buffer: Buffer.from(file.bytes) });
    await expect(page.getByTestId(`part-${file.part}`)).toContainText(file.name);
  }
  await expect(page.getByTestId('uploaded-count')).toHaveText('Загружено: 2 из 3');
}

test.describe('documents', () => {
  test.setTimeout(180_000);

  test('a VAT return with its receipt goes to review, a stranger’s report is refused, a reviewer accepts', async ({
    page,
  }) => {
    const valid = sample('legal-vat-valid');
    await openQuestionnaire(page, 'legal@demo.test');
    await page.getByRole('link', { name: 'Документы', exact: true }).click();
    await expect(page.getByTestId('documents-page')).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Финансовые показатели' })).toHaveCount(0);

    await fillVatReturn(page, valid);
    await expect(page.getByTestId('top-notification-bar')).toContainText('XML');
    await snapshot(page, 'documents-01-create-vat');
    await page.getByRole('button', { name: 'Отправить на проверку' }).click();
    await expect(page).toHaveURL(/\/documents\/status$/);
    await expect(page.getByTestId('notice-dialog')).toContainText('Документы сохранены.');
    await page.getByTestId('notice-dialog').getByRole('button').first().click();
    const row = page.getByTestId('documents-status-table').locator('tbody tr').first();
    await expect(row).toContainText('Налоговая декларация по НДС (XML)');
    await expect(row).toContainText(`2 квартал ${year}`);
    await expect(row.getByTestId('status-tag')).toHaveText('На проверке');
    const publicId = (await row.locator('.doc-name .muted').textContent())?.split(' · ')[0] ?? '';
    expect(publicId).toMatch(/^D-/);

    // A corrected return of the same period (НомКорр 1, written by Контур.Экстерн) replaces the first
    // one while it is still in review; the first stays in the history, closed with the reason.
    await fillVatReturn(page, sample('legal-vat-correction-valid'));
    await page.getByRole('button', { name: 'Отправить на проверку' }).click();
    await expect(page).toHaveURL(/\/documents\/status$/);
    await page.getByTestId('notice-dialog').getByRole('button').first().click();
    const correctionRow = page.getByTestId('documents-status-table').locator('tbody tr').first();
    await expect(correctionRow.getByTestId('status-tag')).toHaveText('На проверке');
    const correctionId =
      (await correctionRow.locator('.doc-name .muted').textContent())?.split(' · ')[0] ?? '';
    expect(correctionId).not.toBe(publicId);
    await page.goto('/documents/');
    const replaced = page.getByTestId('documents-history').locator('tbody tr').filter({ hasText: publicId });
    await expect(replaced.getByTestId('status-tag')).toHaveText('Отклонён');
    await expect(replaced).toContainText(`Заменён уточнённым отчётом ${correctionId}`);

    await fillVatReturn(page, sample('legal-vat-other-inn'));
    await page.getByRole('button', { name: 'Отправить на проверку' }).click();
    // INVALID_DOCUMENT_INN, saying whose INN the file carries.
    await expect(page.getByTestId('create-error')).toContainText(
      'Отчёт другого налогоплательщика: ИНН в файле 7736050003',
    );
    await expect(page).toHaveURL(/\/documents\/create$/);
    await signOut(page);

    await signIn(page, 'moderator@demo.test');
    await expect(page.getByTestId('backoffice')).toBeVisible();
    await page.getByRole('link', { name: 'Документы', exact: true }).click();
    await expect(page.getByTestId('document-queue')).not.toContainText(publicId);
    const queued = page.getByTestId('document-queue').locator('tbody tr').filter({ hasText: correctionId });
    await queued.click();
    const dialog = page.getByTestId('document-review-dialog');
    const summary = dialog.getByTestId('document-summary');
    await expect(summary).toContainText('ООО «Северная буровая компания»');
    // The period named as on every other screen, with the file's code; the correction and the program.
    await expect(summary).toContainText(`2 квартал ${year} (код 22)`);
    await expect(summary.locator('tr', { hasText: 'Номер корректировки' }).locator('td')).toHaveText('1');
    await expect(summary).toContainText('Контур.Экстерн');
    await snapshot(page, 'documents-02-review');
    await dialog.getByTestId('document-accept').click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('document-queue')).not.toContainText(correctionId);
    await signOut(page);

    await openQuestionnaire(page, 'legal@demo.test');
    await page.goto('/documents/');
    const history = page
      .getByTestId('documents-history')
      .locator('tbody tr')
      // The replaced return's comment names the correction too: the row is the one the correction names.
      .filter({ has: page.locator('.doc-name', { hasText: correctionId }) });
    await expect(history.getByTestId('status-tag')).toHaveText('Принят');
    await expect(history).toContainText('Актуален');
    await snapshot(page, 'documents-03-history');
  });

  test('a reviewer requests additional documents; the supplier sees the request, uploads the type asked for, and the review goes on', async ({
    page,
  }) => {
    /** Sends one PDF document of the type preselected at `path` (or chosen), back on the status screen. */
    const sendPdf = async (path: string, name: string) => {
      await page.goto(path);
      await expect(page.getByTestId('documents-create')).toBeVisible();
      await page
        .getByTestId('file-input-MAIN')
        .setInputFiles(writePdf(test.info().outputPath('pdf'), name, name));
      await expect(page.getByTestId('part-MAIN')).toContainText(name);
      await page.getByRole('button', { name: 'Отправить на проверку' }).click();
      await expect(page).toHaveURL(/\/documents\/status$/);
      await page.getByTestId('notice-dialog').getByRole('button').first().click();
    };
    await openQuestionnaire(page, 'legal@demo.test');
    await sendPdf('/documents/create?docType=Charter', 'Устав-запрос.pdf');
    const charter = statusRow(page, 'Устав');
    const publicId = (await charter.locator('.doc-name .muted').textContent())?.split(' · ')[0] ?? '';
    expect(publicId).toMatch(/^D-/);
    await signOut(page);

    await signIn(page, 'moderator@demo.test');
    await page.getByRole('link', { name: 'Документы', exact: true }).click();
    const queued = page.getByTestId('document-queue').locator('tbody tr').filter({ hasText: publicId });
    await queued.click();
    const dialog = page.getByTestId('document-review-dialog');
    await dialog.getByTestId('document-request-documents').click();
    await expect(dialog).toContainText('Напишите, каких документов не хватает');
    await dialog.getByTestId('doc-requested-types').click();
    await page.getByRole('option', { name: 'Приказ о назначении руководителя' }).click();
    await dialog.locator('#doc-comment').fill('Приложите приказ о назначении руководителя');
    await dialog.getByTestId('document-request-documents').click();
    await expect(dialog).toBeHidden();
    // Still in review, tagged as waiting for the supplier.
    await expect(queued.getByTestId('queue-request-state')).toHaveText('Ожидает документы контрагента');
    await signOut(page);

    await openQuestionnaire(page, 'legal@demo.test');
    await expectNotification(page, 'запрошены дополнительные документы');
    await page.goto('/documents/status');
    const row = page.getByTestId('documents-status-table').locator('tbody tr').filter({ hasText: publicId });
    const request = row.getByTestId('additional-request');
    await expect(request).toContainText('Ожидает ваших документов');
    await expect(request).toContainText('Приложите приказ о назначении руководителя');
    await snapshot(page, 'documents-05-request');
    await request.getByRole('link', { name: 'Загрузить: Приказ о назначении руководителя' }).click();
    await expect(page).toHaveURL(/\/documents\/create\?docType=DirectorAppointmentOrder$/);
    await expect(page.locator('.p-dropdown').filter({ has: page.locator('#doc-type') })).toContainText(
      'Приказ о назначении руководителя',
    );
    await sendPdf('/documents/create?docType=DirectorAppointmentOrder', 'Приказ-ответ.pdf');
    await expect(
      page
        .getByTestId('documents-status-table')
        .locator('tbody tr')
        .filter({ hasText: publicId })
        .getByTestId('additional-request'),
    ).toContainText('Документы загружены');
    await signOut(page);

    await signIn(page, 'moderator@demo.test');
    await page.getByRole('link', { name: 'Документы', exact: true }).click();
    await expect(queued.getByTestId('queue-request-state')).toHaveText('Контрагент загрузил документы');
    await queued.click();
    await expect(dialog.getByTestId('request-answers')).toContainText('Приказ-ответ.pdf');
    await snapshot(page, 'documents-06-request-answered');
    await dialog.getByTestId('document-accept').click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('document-queue')).not.toContainText(publicId);
  });

  test('an entrepreneur saves finance indicators', async ({ page }) => {
    await openQuestionnaire(page, 'individual@demo.test');
    await page.goto('/documents/');
    await page.getByRole('tab', { name: 'Финансовые показатели' }).click();
    const tab = page.getByTestId('finance-tab');
    await tab
      .locator('.p-dropdown')
      .filter({ has: page.locator('#finance-year') })
      .click();
    await page.getByRole('option', { name: String(year), exact: true }).click();
    await tab.locator('#finance-income').pressSequentially('1250000б5');
    await expect(tab.locator('#finance-income')).toHaveValue('1 250 000,5');
    // Kopecks typed with a decimal comma save (they were refused as "more than two decimals").
    await tab.locator('#finance-deduction').pressSequentially('1234567,89');
    await expect(tab.locator('#finance-deduction')).toHaveValue('1 234 567,89');
    await tab.getByRole('button', { name: 'Сохранить' }).click();
    await expect(page.getByTestId('notice-dialog')).toContainText('Данные загружены');
    await page.getByTestId('notice-dialog').getByRole('button').first().click();
    await expect(page.getByTestId('finance-records')).toContainText('1 250 000,5');
    await expect(page.getByTestId('finance-records')).toContainText('1 234 567,89');
    await page.setViewportSize({ width: 390, height: 844 });
    await snapshot(page, 'documents-04-finance-390');
    // The documents screen fits the phone: wide tables and tabs scroll inside their own boxes.
    const fit = await page.getByTestId('documents-page').evaluate((section) => ({
      right: section.getBoundingClientRect().right,
      overflow: section.scrollWidth - section.clientWidth,
      width: window.innerWidth,
    }));
    expect(fit.right).toBeLessThanOrEqual(fit.width);
    expect(fit.overflow).toBeLessThanOrEqual(0);
  });

  test('a non-resident has no documents section', async ({ page }) => {
    await openQuestionnaire(page, 'nonresident@demo.test');
    await expect(page.getByRole('link', { name: 'Документы', exact: true })).toHaveCount(0);
    await page.goto('/documents/');
    await expect(page).toHaveURL(/\/404$/);
  });

  test('a bank confirmation filed from the questionnaire’s link shows in the bank chapter and beside the request', async ({
    page,
  }) => {
    await openQuestionnaire(page, 'individual@demo.test');
    const company = (await page.getByTestId('company-name').textContent()) ?? '';
    const bank = page.getByTestId('q-bank');
    await bank.getByTestId('bank-edit').click();
    await bank.getByTestId('bank-add').click();
    const dialog = page.getByTestId('bank-account-dialog');
    await typeSearch(page, '#bank-search', 'Сбербанк');
    await page.locator('.p-autocomplete-item').filter({ hasText: 'ПАО Сбербанк' }).first().click();
    await dialog.locator('#bank-account-number').fill('40802810338000012340');
    await expect(dialog).toContainText('Номер счета корректен.');
    await dialog.getByTestId('bank-account-save').click();
    await expect(dialog).toBeHidden();

    // Without a confirmation the request cannot go: the button says why.
    await expect(bank.getByTestId('bank-send')).toBeDisabled();
    await expect(bank.getByTestId('bank-document-required')).toContainText(
      'Для отправки запроса приложите документ, подтверждающий банковские реквизиты',
    );
    await bank
      .getByTestId('bank-notices')
      .getByRole('link', { name: 'Загрузить подтверждающий документ' })
      .click();

    await expect(page).toHaveURL(/\/documents\/create\?docType=BankDetailsConfirmation$/);
    await expect(page.locator('.doc-type-select')).toContainText(
      'Документ, подтверждающий банковские реквизиты',
    );
    await expect(page.getByTestId('uploaded-count')).toHaveText('Загружено: 0 из 1');
    const letter = 'Справка банка о реквизитах.pdf';
    await page
      .getByTestId('file-input-MAIN')
      .setInputFiles({ name: letter, mimeType: 'application/pdf', buffer: Buffer.from(samplePdf(letter)) });
    await expect(page.getByTestId('part-MAIN')).toContainText(letter);
    await page.getByRole('button', { name: 'Отправить на проверку' }).click();
    await expect(page).toHaveURL(/\/documents\/status$/);
    await page.getByTestId('notice-dialog').getByRole('button').first().click();

    await page.goto('/job-application');
    const documents = bank.getByTestId('bank-documents');
    await expect(documents).toContainText(letter);
    await expect(documents).toContainText(moscowToday());
    await expect(documents.getByRole('button', { name: 'Скачать' })).toBeVisible();
    await documents.scrollIntoViewIfNeeded();
    await snapshot(page, 'documents-05-bank-confirmation');
    await bank.getByTestId('bank-send').click();
    await page.getByTestId('confirm-accept').click();
    await page.getByTestId('success-dialog').getByRole('button').first().click();
    await signOut(page);

    await signIn(page, 'moderator@demo.test');
    await page.getByTestId('change-request-table').locator('tbody tr').filter({ hasText: company }).click();
    const review = page.getByTestId('change-request-dialog');
    const confirming = review.getByTestId('change-documents');
    await expect(confirming).toContainText('Подтверждающие документы');
    const download = page.waitForEvent('download');
    await confirming.getByRole('button', { name: `Скачать: ${letter}` }).click();
    expect((await download).suggestedFilename()).toBe(letter);
    await snapshot(page, 'documents-06-bank-request-review');
    // Decided, so the supplier's account leaves moderation for the specs that file its documents next.
    await review.locator('#bo-comment').fill('Счёт не подтверждён: справка банка без подписи.');
    await review.getByRole('button', { name: 'Отклонить' }).click();
    await expect(review).toBeHidden();
  });

  test('a legal entity attaches its charter from the registration data chapter', async ({ page }) => {
    await openQuestionnaire(page, 'legal@demo.test');
    const charter = page.getByTestId('q-registration').getByTestId('q-charter');
    // 'Не приложен' on a fresh stack; after the review flow above (which files a charter) a new edition.
    await charter.getByRole('link', { name: /^(Приложить устав|Загрузить новую редакцию)$/ }).click();
    await expect(page).toHaveURL(/\/documents\/create\?docType=Charter$/);
    await expect(page.locator('.doc-type-select')).toContainText('Устав');
    const file = 'Устав ООО.pdf';
    await page
      .getByTestId('file-input-MAIN')
      .setInputFiles({ name: file, mimeType: 'application/pdf', buffer: Buffer.from(samplePdf(file)) });
    await expect(page.getByTestId('part-MAIN')).toContainText(file);
    await page.getByRole('button', { name: 'Отправить на проверку' }).click();
    await expect(page).toHaveURL(/\/documents\/status$/);
    await page.getByTestId('notice-dialog').getByRole('button').first().click();

    await page.goto('/job-application');
    await expect(charter).toContainText(file);
    await expect(charter).toContainText(`загружен ${moscowToday()}`);
    await expect(charter.getByRole('link', { name: 'Загрузить новую редакцию' })).toBeVisible();
    const download = page.waitForEvent('download');
    await charter.getByRole('button', { name: `Скачать: ${file}` }).click();
    expect((await download).suggestedFilename()).toBe(file);
    await charter.scrollIntoViewIfNeeded();
    await snapshot(page, 'documents-07-charter');
  });
});
