import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_SUPPLIERS } from '../../functions/domain/accounts/seed';
import { statementBytes } from '../../functions/domain/tenders/statement.fixture';
import { addMonths } from '../../functions/domain/tenders/access-lifecycle';
import { addDays, addWorkingDays, moscowDate } from '../../functions/lib/working-days';
import { pdfText, qrCodesIn } from '../support/pdf-reading';
import { openQuestionnaire, signOut } from './flows';
import { signIn, snapshot } from './support';

const legal = DEMO_SUPPLIERS[0].counterparty;
const ruDate = (iso: string) => iso.split('-').reverse().join('.');
const PAYEE_ACCOUNT = '40702810200000012345';

/** Clicks a download button and returns the file's bytes. */
async function downloaded(page: Page, click: () => Promise<void>): Promise<Uint8Array> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const path = await download.path();
  return new Uint8Array(await readFile(path));
}

async function openTender(page: Page, email: string): Promise<void> {
  await openQuestionnaire(page, email);
  await page.getByRole('link', { name: 'Доступ в ИСУ Снабжение' }).click();
  await expect(page).toHaveURL(/\/tender$/);
}

test.describe('tender access', () => {
  test.setTimeout(150_000);

  test('a legal supplier accepts the licence, pays by the order, and access opens once the statement is loaded', async ({
    page,
  }) => {
    const today = moscowDate(new Date());
    await openTender(page, 'legal@demo.test');
    const accept = page.getByTestId('tender-accept');
    await expect(accept).toContainText('Условия получения доступа');
    const licence = accept.getByRole('link', { name: 'Лицензионный договор (PDF)' });
    await expect(licence).toHaveAttribute('href', /\/api\/tenders\/licence\?lang=ru$/);
    const confirm = page.getByTestId('tender-confirm');
    await expect(confirm).toBeDisabled();
    await accept.locator('label[for=tender-agree]').click();
    await expect(confirm).toBeEnabled();
    await confirm.click();

    const banner = page.getByTestId('tender-banner');
    const temporaryUntil = ruDate(addWorkingDays(today, 15));
    await expect(banner).toContainText(`Временный доступ до ${temporaryUntil}`);
    await expect(banner.getByRole('link', { name: 'Перейти в систему' })).toBeVisible();
    await expect(page.getByTestId('tender-rules')).toContainText('ЛК-1000123');
    const stop = page.getByTestId('tender-stop-factors');
    await expect(stop).toContainText('Участие в тендере ограничено');
    await expect(stop.getByRole('link', { name: /Перейти к документам/ })).toHaveAttribute(
      'href',
      '/documents',
    );
    await snapshot(page, 'tender-01-temporary');

    const pdf = await downloaded(page, () => page.getByTestId('tender-download').click());
    const text = await pdfText(pdf);
    expect(text).toContain(`ИНН ${legal.inn}`);
    expect(text).toContain('61000-00');
    expect(text).toContain('ЛК-1000123');
    const [qr] = await qrCodesIn(pdf);
    expect(qr).toContain('|Sum=6100000|');

    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(page.getByTestId('tender-banner')).toBeVisible();
    // The page's own blocks fit the phone (the shell's header is the shell's business).
    const box = await page.getByTestId('tender-page').boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
    expect(await page.getByTestId('tender-page').evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(
      true,
    );
    await snapshot(page, 'tender-02-phone');
    await page.setViewportSize({ width: 1366, height: 800 });
    await signOut(page);

    // The licensor's accountant loads the day's statement in the back office.
    await signIn(page, 'moderator@demo.test');
    await page.getByRole('link', { name: 'Доступ к тендерам' }).click();
    await expect(page).toHaveURL(/\/backoffice\/tender-access$/);
    const row = page.getByTestId('access-table').locator('tbody tr').filter({ hasText: '1000123' });
    await expect(row).toContainText('Временный');
    const statement = statementBytes(PAYEE_ACCOUNT, [
      {
        number: '4512',
        date: ruDate(today),
        amount: '61000.00',
        payerName: legal.companyName,
        payerInn: legal.inn,
        payerAccount: '40702810938000012345',
        payeeAccount: PAYEE_ACCOUNT,
        payeeInn: '7704123450',
        purpose: 'Оплата по платежному поручению, код ЛК-1000123',
      },
      {
        number: '4513',
        date: ruDate(today),
        amount: '1500.00',
        payerName: 'ООО «Неизвестный плательщик»',
        payerInn: '7701000001',
        payerAccount: '40702810938000077777',
        payeeAccount: PAYEE_ACCOUNT,
        payeeInn: '7704123450',
        purpose: 'Оплата по счету 17',
      },
    ]);
    // A refused file says which rule it breaks, in a 'Внимание!' modal: an empty one before it is sent,
    // one of another format in the server's words.
    const notice = page.getByTestId('notice-dialog');
    await page.getByTestId('statement-file').setInputFiles({
      name: 'kl_to_1c.txt',
      mimeType: 'text/plain',
      buffer: Buffer.alloc(0),
    });
    await expect(notice).toContainText('Внимание!');
    await expect(notice).toContainText('Файл не соответствует требованиям: файл пуст (0 байт).');
    await notice.getByRole('button').first().click();
    await page.getByTestId('statement-file').setInputFiles({
      name: 'statement.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.7 a printed statement'),
    });
    await expect(notice).toContainText('Неверный формат: нужна выписка из банк-клиента в формате 1С');
    await notice.getByRole('button').first().click();
    await expect(notice).toBeHidden();

    await page.getByTestId('statement-file').setInputFiles({
      name: 'kl_to_1c.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from(statement),
    });
    await expect(page.getByTestId('statement-summary')).toHaveText(
      'Строк: 2, зачтено: 1, ранее зачтено: 0, требуют решения: 1.',
    );
    await expect(page.getByTestId('statement-lines')).toContainText('нет кода в назначении');
    await expect(row).toContainText('Открыт');
    await snapshot(page, 'tender-03-backoffice-statement');
    await page.getByTestId('history-1000123').click();
    await expect(page.getByTestId('access-history')).toContainText('Оплата получена');
    await expect(page.getByTestId('access-history')).toContainText('moderator@demo.test');
    await page.keyboard.press('Escape');
    await signOut(page);

    await openTender(page, 'legal@demo.test');
    const openUntil = ruDate(addDays(addMonths(today, 12), -1));
    await expect(page.getByTestId('tender-banner')).toContainText(`Доступ открыт до ${openUntil}`);
    await expect(page.getByTestId('tender-rules')).toContainText('Доступ оплачен');
  });

  test('a non-resident chooses USD and gets the payment details in it', async ({ page }) => {
    await openTender(page, 'nonresident@demo.test');
    const accept = page.getByTestId('tender-accept');
    await accept.locator('label[for=tender-agree]').click();
    await page.getByTestId('tender-confirm').click();
    await expect(page.getByTestId('tender-banner')).toContainText('Временный доступ до');

    const download = page.getByTestId('tender-download');
    await expect(download).toHaveText('Скачать реквизиты для оплаты');
    await expect(download).toBeDisabled();
    const currency = page.locator('#tender-currency');
    await expect(currency).toHaveAttribute('placeholder', 'Введите валюту');
    // Only the currencies the licensor accepts are offered, whatever the dictionary holds.
    await page.getByTestId('tender-currency').getByRole('button').click();
    await expect(page.getByRole('option')).toHaveText([/^USD — /, /^EUR — /, /^CNY — /]);
    await page.keyboard.press('Escape');
    await currency.fill('USD');
    await page.getByRole('option', { name: /^USD — / }).click();
    await expect(download).toBeEnabled();
    const text = (await pdfText(await downloaded(page, () => download.click()))).replace(/\s+/g, ' ');
    expect(text).toContain('650.00 USD');
    expect(text).toContain('ЛК-1000125');
    // The beneficiary and its bank in Latin letters, the bank's address and SWIFT, the intermediary bank.
    for (const expected of [
      'Neftegaz Snabzhenie LLC',
      'Sberbank PJSC',
      '19 Vavilova Street, Moscow',
      'SABRRUMM',
      'Demo Correspondent Bank N.A.',
      'DEMOUS33',
    ]) {
      expect(text).toContain(expected);
    }
  });
});
