import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_SUPPLIERS } from '../../functions/domain/accounts/seed';
import { SIGNED_LETTER, writeSignedSamples } from '../support/signed-samples';
import { openQuestionnaire, signOut, statusRow } from './flows';
import { signIn, snapshot } from './support';

/**
 * Issue 19 in the browser: the demo entrepreneur files its simplified-regime certificate (KND 1120503) with
 * the tax authority's e-signature (OpenSSL under the local demo CA) and sees who signed it; the same PDF
 * changed after signing is refused; a reviewer sees the verdict in the queue and on the document.
 */
const samples = mkdtempSync(join(tmpdir(), 'signed-samples-'));
const entrepreneur = DEMO_SUPPLIERS[1].counterparty;

test.beforeAll(async () => {
  await writeSignedSamples(samples, { name: entrepreneur.companyName, inn: entrepreneur.inn });
});

/** The certificate with the given PDF and signature sent from the add-documents form. */
async function sendLetter(page: Page, folder: string) {
  await page.goto('/documents/create?docType=TaxTypeConfirmationUSN');
  await expect(page.getByTestId('documents-create')).toBeVisible();
  await page.getByTestId('file-input-MAIN').setInputFiles(join(samples, folder, SIGNED_LETTER));
  await expect(page.getByTestId('part-MAIN')).toContainText(SIGNED_LETTER);
  await page.getByTestId('file-input-SIGNATURE').setInputFiles(join(samples, folder, `${SIGNED_LETTER}.sig`));
  await expect(page.getByTestId('part-SIGNATURE')).toContainText(`${SIGNED_LETTER}.sig`);
  await page.getByRole('button', { name: 'Отправить на проверку' }).click();
}

test('a KND 1120503 letter with the tax authority’s signature is accepted for review and shows its signer; changed after signing it is refused; the reviewer sees the verdict', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await openQuestionnaire(page, 'individual@demo.test');
  await sendLetter(page, 'knd-1120503-signed');
  await expect(page).toHaveURL(/\/documents\/status$/);
  await page.getByTestId('notice-dialog').getByRole('button').first().click();
  const row = statusRow(page, 'КНД 1120503');
  await expect(row.getByTestId('signature-verdict')).toHaveText('Подпись действительна');
  await expect(row.getByTestId('signature-signer')).toContainText(
    'Петрова Анна Сергеевна, Начальник отдела, ФНС России, ИНН 7707329152',
  );
  await snapshot(page, 'signed-documents-01-status');
  const publicId = (await row.locator('.doc-name .muted').textContent())?.split(' · ')[0] ?? '';
  expect(publicId).toMatch(/^D-/);

  await sendLetter(page, 'knd-1120503-changed-after-signing');
  await expect(page.getByTestId('create-error')).toHaveText(
    'Электронная подпись недействительна: документ изменён после подписания. Загрузите документ в том виде, в котором он подписан.',
  );
  await expect(page).toHaveURL(/\/documents\/create/);
  await signOut(page);

  await signIn(page, 'moderator@demo.test');
  await page.getByRole('link', { name: 'Документы', exact: true }).click();
  const queued = page.getByTestId('document-queue').locator('tbody tr').filter({ hasText: publicId });
  await expect(queued.getByTestId('signature-verdict')).toHaveText('Подпись действительна');
  await queued.click();
  const dialog = page.getByTestId('document-review-dialog');
  await expect(dialog.getByTestId('signature-verdict').first()).toHaveText('Подпись действительна');
  await expect(dialog.getByTestId('signature-signer')).toContainText('Петрова Анна Сергеевна');
  await expect(dialog.getByTestId('signatures')).toContainText('Тестовый УЦ ФНС России (локальный стенд)');
  await snapshot(page, 'signed-documents-02-review');
});

test('a KND 1120503 letter signed with a forged «ФНС России» certificate is refused, saying the issuer is no CA', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openQuestionnaire(page, 'individual@demo.test');
  await sendLetter(page, 'knd-1120503-forged');
  await expect(page.getByTestId('create-error')).toHaveText(
    'Электронная подпись недействительна: сертификат «Сидоров Пётр Иванович», которым выдан сертификат подписанта, не является сертификатом удостоверяющего центра (в нём нет признака «CA» в основных ограничениях), поэтому выдавать сертификаты он не вправе. Так выглядит подделка подписи.',
  );
  await expect(page).toHaveURL(/\/documents\/create/);
  await snapshot(page, 'signed-documents-03-forged');
});
