import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Locator, type Page } from '@playwright/test';
import { expectDialogsInViewport } from './layout';
import { DEMO_PASSWORD, signIn } from './support';

const root = fileURLToPath(new URL('../..', import.meta.url));
/** The state folder of the stack under test (playwright.config.ts starts it with `--state .local/e2e`). */
const stateDir = process.env.E2E_STATE_DIR ?? join(root, '.local/e2e');

/** As a tester would: `npm run register:add` writes a company into the stack's local state register. */
export function addToLocalRegister(inn: string, name: string, taxSystem: 'OSN' | 'USN'): void {
  execFileSync(
    'npx',
    [
      'tsx',
      'infra/local/register-add.ts',
      '--inn',
      inn,
      '--name',
      name,
      '--tax-system',
      taxSystem,
      '--state',
      stateDir,
    ],
    { cwd: root, stdio: 'pipe' },
  );
}

interface CognitoUser {
  Attributes: { Name: string; Value: string }[];
  ConfirmationCode?: string;
}

/**
 * The sign-up confirmation code, where a local developer finds it: cognito-local mails nothing and
 * keeps the code with the user in its data file (`<state>/cognito/db/<pool id>.json`).
 */
export function confirmationCode(email: string): string {
  const { pool } = JSON.parse(readFileSync(join(stateDir, 'stack.json'), 'utf8')) as {
    pool: { userPoolId: string };
  };
  const db = JSON.parse(readFileSync(join(stateDir, 'cognito/db', `${pool.userPoolId}.json`), 'utf8')) as {
    Users: Record<string, CognitoUser>;
  };
  const user = Object.values(db.Users).find((u) =>
    u.Attributes.some((a) => a.Name === 'email' && a.Value === email),
  );
  if (!user?.ConfirmationCode) throw new Error(`No confirmation code for ${email}`);
  return user.ConfirmationCode;
}

/** A unique address for a user this run creates. */
export const newEmail = (kind: string) => `${kind}-${Date.now().toString(36)}@supplier.test`;

/** The agreement status a supplier's screen asks for once it opens (its modal may take a while on a busy machine). */
const agreementStatus = (page: Page) =>
  page.waitForResponse(
    (r) => /\/api\/profile\/[^/]+\/user-agreement-status$/.test(r.url()) && r.request().method() === 'GET',
    { timeout: 30_000 },
  );

/** Accepts the user agreement when its status answer asks for it (01 §4.5). */
async function settleAgreement(page: Page, status: ReturnType<typeof agreementStatus>): Promise<void> {
  const answer = (await (await status).json()) as { response: { status: boolean } };
  if (!answer.response.status) return;
  const modal = page.getByTestId('agreement-modal');
  await expect(modal).toBeVisible();
  await expectDialogsInViewport(page, 'the user agreement');
  await modal.locator('label[for=consent-personal]').click();
  await modal.locator('label[for=consent-confidentiality]').click();
  await modal.getByTestId('agreement-save').click();
  await expect(modal).toBeHidden();
}

/** Signs a supplier in and waits for the questionnaire, the agreement settled. */
export async function openQuestionnaire(page: Page, email: string): Promise<void> {
  const status = agreementStatus(page);
  await signIn(page, email);
  await expect(page).toHaveURL(/\/job-application$/);
  await settleAgreement(page, status);
  await expect(page.getByTestId('questionnaire')).toBeVisible();
}

/** Signs up on the sign-up screen, confirms the e-mail with its code and signs in: a NEW account. */
export async function signUpAndSignIn(page: Page, email: string): Promise<void> {
  await page.goto('/auth/sign-up');
  await page.locator('#email').fill(email);
  await page.locator('#password').fill(DEMO_PASSWORD);
  await page.locator('#repeat').fill(DEMO_PASSWORD);
  await page.locator('form button[type=submit]').click();
  await expect(page).toHaveURL(/\/auth\/confirm\?email=/);
  await expect.poll(() => confirmationCode(email)).toMatch(/^\d+$/);
  await page.locator('#code').fill(confirmationCode(email));
  await page.locator('form button[type=submit]').click();
  await expect(page).toHaveURL(/\/auth\/sign-in\?confirmed=1/);
  await signIn(page, email);
  await expect(page).toHaveURL(/\/account\/registration$/);
}

/** Types into a search box the way a user does, so the debounce and the minimum length apply. */
export async function typeSearch(page: Page, selector: string, text: string): Promise<void> {
  await page.locator(selector).pressSequentially(text, { delay: 40 });
}

/** Types into a masked input as a user does: focus first, the caret then moves to the first empty slot. */
export async function typeMasked(input: Locator, text: string): Promise<void> {
  await input.click();
  await input.page().waitForTimeout(150);
  await input.pressSequentially(text, { delay: 30 });
}

/** Picks an option of a PrimeReact dropdown by typing into its filter. */
export async function chooseOption(
  page: Page,
  inputId: string,
  filter: string,
  option: string,
): Promise<void> {
  await page
    .locator('.p-dropdown')
    .filter({ has: page.locator(`#${inputId}`) })
    .click();
  await page.locator('.p-dropdown-filter').fill(filter);
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The modal 'Регистрация завершена' closes to `/`, which is the questionnaire. */
export async function finishRegistration(page: Page): Promise<void> {
  const done = page.getByTestId('registration-done');
  await expect(done).toBeVisible();
  await expect(done).toContainText('Регистрация завершена');
  await expectDialogsInViewport(page, 'registration done');
  const status = agreementStatus(page);
  await done.getByRole('button', { name: 'Перейти в анкету' }).click();
  await expect(page).toHaveURL(/\/job-application$/);
  await settleAgreement(page, status);
  await expect(page.getByTestId('questionnaire')).toBeVisible();
}

export interface PostalChange {
  index: string;
  street: string;
  building: string;
  /** A country whose regions are not a dictionary takes the region as text. */
  region?: string;
  /** Outside Russia the postal code follows its country's format, letters and spaces as typed. */
  foreign?: boolean;
}

/** Edits the postal address, confirms 'Внимание!' and sees 'Успешно!' and the pending state. */
export async function changePostalAddress(page: Page, change: PostalChange): Promise<void> {
  const postal = page.getByTestId('q-postal');
  const edit = postal.getByTestId('postal-edit');
  if (await edit.isVisible()) await edit.click();
  const form = postal.getByTestId('postal-form');
  await expect(form).toBeVisible();
  // Start from the legal address: its empty parts become '-'.
  await form.locator('label[for=postal-same]').click();
  await form.locator('label[for=postal-same]').click();
  const index = form.locator('#postal-index');
  if (change.foreign) {
    // A code its country does not have is refused with the country's rule, then the right one is taken.
    await index.fill('1');
    await form.getByTestId('postal-save').click();
    await expect(form).toContainText('Неверный почтовый индекс для выбранной страны');
    await index.fill(change.index);
  } else {
    // Digits only: letters typed into the ###### field never arrive.
    await index.fill('');
    await index.pressSequentially(`${change.index.slice(0, 3)}ab${change.index.slice(3)}7`);
  }
  await expect(index).toHaveValue(change.index);
  if (change.region) await form.locator('#postal-regionCode').fill(change.region);
  await form.locator('#postal-street').fill(change.street);
  await form.locator('#postal-building').fill(change.building);
  await form.getByTestId('postal-save').click();

  const confirm = page.getByTestId('confirm-dialog');
  await expect(confirm).toContainText('Внимание!');
  await expectDialogsInViewport(page, 'the change confirmation');
  await confirm.getByTestId('confirm-accept').click();
  const success = page.getByTestId('success-dialog');
  await expect(success).toContainText('Успешно!');
  await expect(success).toContainText('Запрос сформирован и направлен в КССС');
  await expectDialogsInViewport(page, 'the change success');
  await success.getByRole('button', { name: 'Понятно' }).click();

  const pending = postal.getByTestId('postal-pending');
  await expect(pending).toBeVisible();
  await expect(postal.getByTestId('postal-requested')).toContainText(change.street);
  await expect(postal.getByTestId('postal-requested-full')).toContainText(change.index);
  await expect(postal.getByTestId('postal-notices')).toContainText('Запрос сформирован и направлен в КССС');
  await expect(postal.getByTestId('postal-edit')).toHaveCount(0);
}

/**
 * Opens the header's menu where narrow screens fold it (below 960 px), so the company, support, language,
 * profile and sections can be reached; a no-op where the header is laid out in full.
 */
export async function openShellMenu(page: Page): Promise<void> {
  const button = page.getByTestId('shell-menu-button');
  if (!(await button.isVisible())) return;
  if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
  await expect(page.getByTestId('profile-menu')).toBeVisible();
}

export async function signOut(page: Page): Promise<void> {
  await openShellMenu(page);
  await page.getByTestId('profile-menu').click();
  await page.getByRole('menuitem', { name: 'Выход' }).click();
  await expect(page).toHaveURL(/\/auth\/sign-in$/);
}

/** The moderator opens the company's pending request of a kind and decides it with a comment. */
export async function decideAsModerator(
  page: Page,
  company: string,
  kind: string,
  decision: 'Одобрить' | 'Отклонить',
  comment: string,
): Promise<void> {
  await signIn(page, 'moderator@demo.test');
  await expect(page).toHaveURL(/\/backoffice$/);
  // A table's row on a wide screen, a card on a phone.
  const row = page
    .getByTestId('change-request-table')
    .locator('tbody tr, [data-testid="queue-card"]')
    .filter({ hasText: company })
    .filter({ hasText: kind });
  await expect(row).toHaveCount(1);
  const cardButton = row.locator('.queue-card-open');
  await ((await cardButton.count()) > 0 ? cardButton.click() : row.click());
  const dialog = page.getByTestId('change-request-dialog');
  await expect(dialog).toBeVisible();
  await expectDialogsInViewport(page, 'the change request');
  // The comment is required: without it nothing is decided.
  await dialog.getByRole('button', { name: decision }).click();
  await expect(dialog).toContainText('Укажите комментарий');
  await dialog.locator('#bo-comment').fill(comment);
  await dialog.getByRole('button', { name: decision }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toHaveCount(0);
  await signOut(page);
}

/** The supplier's bell holds the reviewer's decision. */
export async function expectNotification(page: Page, text: string): Promise<void> {
  await expect(page.getByTestId('notifications-count')).toHaveText(/^[1-9]\d*$/);
  await page.getByTestId('notifications-bell').click();
  const modal = page.getByTestId('notifications-modal');
  await expect(modal).toContainText(text);
  await expectDialogsInViewport(page, 'the notifications');
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
}

/** The newest row of the upload status table (/documents/status) that mentions `text`. */
export const statusRow = (page: Page, text: string): Locator =>
  // A table row at a desk, a card on a phone (issue 29).
  page
    .getByTestId('documents-status-table')
    .locator('tbody tr, [data-testid=document-card]')
    .filter({ hasText: text })
    .first();

/** A small real PDF (one page with a line of text), as a user would attach. */
export function writePdf(dir: string, name: string, text: string): string {
  mkdirSync(dir, { recursive: true });
  const stream = `BT /F1 18 Tf 72 720 Td (${text.replace(/[()\\]/g, '')}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  const path = join(dir, name);
  writeFileSync(path, body, 'latin1');
  return path;
}
