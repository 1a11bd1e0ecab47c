import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { completeLegalInn, completeOgrn } from '@shared/validation/tax-ids';
import {
  addToLocalRegister,
  chooseOption,
  decideAsModerator,
  finishRegistration,
  newEmail,
  openQuestionnaire,
  signOut,
  signUpAndSignIn,
  typeSearch,
  writePdf,
} from './flows';

const files = fileURLToPath(new URL('../../test-results/e2e-files/', import.meta.url));
/** A fresh legal INN per run: the stack's state survives between runs of one suite. */
const freshInn = (region: string) => completeLegalInn(`${region}${String(Date.now()).slice(-7)}`);

test.describe('the state register: a company of one’s own, and one the register does not know', () => {
  test.setTimeout(150_000);

  test('a tester adds a company to the local register and a newcomer registers it', async ({ page }) => {
    const inn = freshInn('78');
    // As a tester would: the command writes the company into the e2e stack's register file.
    addToLocalRegister(inn, 'ООО «Балтийский вектор»', 'OSN');
    await signUpAndSignIn(page, newEmail('own'));
    await page.getByText('Юридическое лицо', { exact: true }).click();
    await typeSearch(page, '#register-search', inn);
    const item = page.locator('.register-item').filter({ hasText: 'Балтийский вектор' });
    await expect(item).toBeVisible();
    await item.click();
    await expect(page.locator('#reg-inn')).toHaveValue(inn);
    await page.locator('label[for=registration-consent]').click();
    await page.getByTestId('registration-submit').click();
    await finishRegistration(page);
    await expect(page.getByTestId('company-name')).toHaveText('ООО «Балтийский вектор»');
    await expect(page.getByTestId('q-inn')).toHaveText(inn);
  });

  test('a company the register does not know is entered by hand and the reviewer confirms it', async ({
    page,
  }) => {
    const email = newEmail('manual');
    const inn = freshInn('72');
    const name = `Тюменский Полюс ${inn.slice(-4)}`;
    await signUpAndSignIn(page, email);
    await page.getByText('Юридическое лицо', { exact: true }).click();
    await typeSearch(page, '#register-search', inn);
    await expect(page.locator('.register-panel')).toContainText('Ничего не найдено');
    await page.keyboard.press('Escape');
    await page.getByTestId('manual-entry').click();
    const form = page.getByTestId('manual-registration');
    await page.locator('#manual-name').fill(`Общество с ограниченной ответственностью «${name}»`);
    await page.locator('#manual-shortName').fill(`ООО «${name}»`);
    await page.locator('#manual-inn').fill(inn);
    await page.locator('#manual-kpp').fill('720301001');
    // A wrong check digit is refused as in the register's numbers.
    await page.locator('#manual-ogrn').fill('1027200000001');
    await page.locator('#manual-index').fill('625003');
    await chooseOption(page, 'manual-regionCode', 'Тюмен', 'Тюменская область');
    await page.locator('#manual-city').fill('Тюмень');
    await page.locator('#manual-street').fill('ул. Республики');
    await page.locator('#manual-building').fill('14');
    await page
      .locator('#file-input-extractFileId')
      .setInputFiles(writePdf(files, 'egrul.pdf', `EGRUL ${inn}`));
    await expect(form.getByTestId('file-extractFileId')).toContainText('egrul.pdf');
    await page.locator('label[for=registration-consent]').click();
    await page.getByTestId('manual-registration-submit').click();
    await expect(form.locator('#manual-ogrn-error')).toBeVisible();
    await page.locator('#manual-ogrn').fill(completeOgrn(`1157203${inn.slice(3, 8)}`));
    await page.getByTestId('manual-registration-submit').click();
    await expect(page.getByTestId('registration-done')).toContainText('направлены на проверку');
    await finishRegistration(page);
    await expect(page.getByTestId('q-inn')).toHaveText(inn);
    await signOut(page);

    await decideAsModerator(
      page,
      `ООО «${name}»`,
      'Реквизиты, введённые вручную',
      'Одобрить',
      'Сверено с выпиской ЕГРЮЛ.',
    );
    await openQuestionnaire(page, email);
    await expect(page.getByTestId('company-name')).toHaveText(`ООО «${name}»`);
  });
});
