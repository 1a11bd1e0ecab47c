import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import {
  changePostalAddress,
  chooseOption,
  decideAsModerator,
  expectNotification,
  finishRegistration,
  newEmail,
  openQuestionnaire,
  signOut,
  signUpAndSignIn,
  typeSearch,
  writePdf,
} from './flows';
import { signIn, snapshot } from './support';

const files = fileURLToPath(new URL('../../test-results/e2e-files/', import.meta.url));

/** Approval of the postal change by the moderator, then the supplier sees the new address and the notice. */
async function approvePostalAndCheck(page: Page, email: string, company: string, street: string) {
  await signOut(page);
  await decideAsModerator(page, company, 'Почтовый адрес', 'Одобрить', 'Адрес подтвержден документами.');
  await openQuestionnaire(page, email);
  const postal = page.getByTestId('q-postal');
  await expect(postal.getByTestId('postal-address-full')).toContainText(street);
  await expect(postal.getByTestId('postal-pending')).toHaveCount(0);
  await expect(postal.getByTestId('postal-edit')).toBeEnabled();
  await expectNotification(
    page,
    'Запрос на изменение «Почтовый адрес» одобрен. Комментарий: Адрес подтвержден документами.',
  );
}

test.describe('registration of a counterparty and its first change request', () => {
  test.setTimeout(150_000);

  test('a new user registers a legal entity found in EGRUL, changes the postal address and a moderator approves it', async ({
    page,
  }) => {
    const email = newEmail('legal');
    await signUpAndSignIn(page, email);
    await page.getByText('Юридическое лицо', { exact: true }).click();
    await expect(page).toHaveURL(/\/account\/registration-legal$/);

    const submit = page.getByTestId('registration-submit');
    await expect(submit).toBeDisabled();
    // Three characters do not search yet; the fourth does (02 §9).
    await typeSearch(page, '#register-search', 'хим');
    await page.waitForTimeout(900);
    await expect(page.locator('.register-item')).toHaveCount(0);
    await typeSearch(page, '#register-search', 'ическая');
    const headOffice = page.locator('.register-item').filter({ hasText: 'Головная организация' }).first();
    await expect(headOffice).toBeVisible();
    await snapshot(page, 'reg-01-legal-search');
    const company = ((await headOffice.locator('.register-item-name').textContent()) ?? '').trim();
    await headOffice.click();

    const inn = page.locator('#reg-inn');
    await expect(inn).toHaveValue(/^\d{10}$/);
    await expect(page.locator('#reg-kpp')).toHaveValue(/^\d{9}$/);
    await expect(page.locator('#reg-ogrn')).toHaveValue(/^\d{13}$/);
    await expect(page.locator('#reg-branch-type')).toHaveValue('Головная организация');
    for (const field of ['#reg-inn', '#reg-kpp', '#reg-ogrn', '#reg-address']) {
      await expect(page.locator(field)).toHaveAttribute('readonly', '');
    }
    // Consent to personal-data processing is required.
    await page.waitForTimeout(700);
    await expect(submit).toBeDisabled();
    await page.locator('label[for=registration-consent]').click();
    await expect(submit).toBeEnabled();
    await snapshot(page, 'reg-02-legal-filled');
    const innValue = await inn.inputValue();
    await submit.click();
    await finishRegistration(page);

    await expect(page.getByTestId('company-name')).toHaveText(company);
    await expect(page.getByTestId('q-inn')).toHaveText(innValue);
    await expect(page.getByTestId('q-tab-legal-address')).toBeVisible();
    await expect(page.getByTestId('q-tab-bank')).toBeVisible();
    await snapshot(page, 'reg-03-legal-questionnaire');

    await changePostalAddress(page, { index: '625000', street: 'ул. Нефтяников', building: '15' });
    await page.getByTestId('q-postal').scrollIntoViewIfNeeded();
    await snapshot(page, 'reg-04-legal-postal-pending');
    await approvePostalAndCheck(page, email, company, 'ул. Нефтяников');
    await page.getByTestId('q-postal').scrollIntoViewIfNeeded();
    await snapshot(page, 'reg-05-legal-postal-approved');
  });

  test('a new user registers an individual entrepreneur found in EGRIP and gets the postal change approved', async ({
    page,
  }) => {
    const email = newEmail('individual');
    await signUpAndSignIn(page, email);
    await page.getByText('Индивидуальный предприниматель', { exact: true }).click();
    await expect(page).toHaveURL(/\/account\/registration-ind$/);

    await typeSearch(page, '#register-search', 'Кузнецов');
    const found = page.locator('.register-item').first();
    await expect(found).toBeVisible();
    const company = ((await found.locator('.register-item-name').textContent()) ?? '').trim();
    await found.click();
    await expect(page.locator('#reg-inn')).toHaveValue(/^\d{12}$/);
    await expect(page.locator('#reg-ogrn')).toHaveValue(/^\d{15}$/);
    await expect(page.locator('#reg-kpp')).toHaveCount(0);
    await page.locator('label[for=registration-consent]').click();
    await expect(page.getByTestId('registration-submit')).toBeEnabled();
    await snapshot(page, 'reg-06-individual-filled');
    await page.getByTestId('registration-submit').click();
    await finishRegistration(page);

    await expect(page.getByTestId('company-name')).toHaveText(company);
    await expect(page.getByTestId('q-tab-legal-address')).toContainText('Местонахождение');
    // An entrepreneur has no postal address yet: the chapter opens as a form.
    await changePostalAddress(page, { index: '628400', street: 'ул. Геологов', building: '7' });
    await approvePostalAndCheck(page, email, company, 'ул. Геологов');
  });

  test('a new user registers a non-resident by hand with its four documents and gets the postal change approved', async ({
    page,
  }) => {
    const email = newEmail('nonresident');
    const name = `Nordsee Offshore Services GmbH ${Date.now().toString(36)}`;
    await signUpAndSignIn(page, email);
    await page.getByText('Нерезидент РФ', { exact: true }).click();
    await expect(page).toHaveURL(/\/account\/registration-no-resident$/);

    // Nothing found: manual entry.
    await page.locator('label[for=nr-manual]').click();
    await expect(page.locator('#register-search')).toBeDisabled();
    await page.locator('#nr-name').fill(name);
    await page.locator('#nr-taxId').fill('X'.repeat(26));
    await page.locator('#nr-index').click();
    await expect(page.getByText('Введите Tax ID. Макс 25 знаков')).toBeVisible();
    await page.locator('#nr-taxId').fill(`DE${Date.now().toString().slice(-9)}`);
    await page.locator('#nr-index').fill('20457');
    await chooseOption(page, 'nr-countryCode', 'Герман', 'Германия');
    await page.locator('#nr-city').click();
    await page.locator('#nr-street').click();
    await page.locator('#nr-name').click();
    await expect(page.getByText('Введите Улица/Дом/Корпус/Номер помещения (Макс. 64 симв.)')).toBeVisible();
    await page.locator('#nr-city').fill('Hamburg');
    await page.locator('#nr-street').fill('Am Sandtorkai 41');

    const submit = page.getByTestId('registration-submit');
    await page.locator('label[for=registration-consent]').click();
    // Every document is required.
    const documents = {
      dCharter: 'charter.pdf',
      dCertificateOfRegistration1: 'certificate-1.pdf',
      dCertificateOfRegistration2: 'certificate-2.pdf',
      dCompanyForm: 'company-letter.pdf',
    };
    for (const [field, file] of Object.entries(documents)) {
      await expect(submit).toBeDisabled();
      await page.locator(`#file-input-${field}`).setInputFiles(writePdf(files, file, `${name}: ${file}`));
      await expect(page.getByTestId(`file-${field}`)).toContainText(file);
    }
    await expect(submit).toBeEnabled();
    await snapshot(page, 'reg-07-nonresident-filled');
    await submit.click();
    await finishRegistration(page);

    await expect(page.getByTestId('company-name')).toHaveText(name);
    await expect(page.getByTestId('q-tab-actual-address')).toBeVisible();
    await expect(page.getByTestId('q-tab-bank')).toHaveCount(0);
    await expect(page.getByTestId('q-tab-legal-address')).toHaveCount(0);
    await snapshot(page, 'reg-08-nonresident-questionnaire');
    // A German postal code: five digits (the Russian ###### rule is Russia's).
    await changePostalAddress(page, {
      index: '20459',
      street: 'Am Sandtorkai',
      building: '41',
      foreign: true,
    });
    await approvePostalAndCheck(page, email, name, 'Am Sandtorkai');
  });

  test('a registration link with a non-resident’s id opens the form filled from that record', async ({
    page,
  }) => {
    await signUpAndSignIn(page, newEmail('link'));
    // nr-0001: a seeded non-resident already known to KSSS by its supplier code.
    await page.goto('/account/registration-no-resident/nr-0001');
    await expect(page.locator('#nr-name')).not.toHaveValue('');
    await expect(page.locator('#register-search')).toHaveCount(0);
    await expect(page.locator('#nr-manual')).toHaveCount(0);
    await expect(page.locator('#nr-taxId')).toHaveAttribute('readonly', '');
    await expect(page.locator('#nr-city')).not.toHaveAttribute('readonly', '');
    const name = await page.locator('#nr-name').inputValue();
    for (const field of [
      'dCharter',
      'dCertificateOfRegistration1',
      'dCertificateOfRegistration2',
      'dCompanyForm',
    ]) {
      await page
        .locator(`#file-input-${field}`)
        .setInputFiles(writePdf(files, `${field}.pdf`, `${name} ${field}`));
      await expect(page.getByTestId(`file-${field}`)).toContainText(`${field}.pdf`);
    }
    await page.locator('label[for=registration-consent]').click();
    await page.getByTestId('registration-submit').click();
    await finishRegistration(page);
    await expect(page.getByTestId('q-name')).toHaveText(name);
    // The supplier code KSSS already had comes along as the registration code.
    await expect(page.getByTestId('q-registration')).toContainText(/Регистрационный код\s*8\d{6}/);
  });

  test('a file whose bytes are not a PDF is refused with the server’s words in a warning', async ({
    page,
  }) => {
    await signIn(page, 'new@demo.test');
    await expect(page).toHaveURL(/\/account\/registration$/);
    await page.goto('/account/registration-no-resident');
    // Named .pdf, but its bytes are a PNG: the server checks the file itself after the upload.
    await page.locator('#file-input-dCharter').setInputFiles({
      name: 'scan.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from([
        0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
      ]),
    });
    const notice = page.getByTestId('warning-dialog');
    await expect(notice).toContainText('Внимание!');
    await expect(notice).toContainText('Файл не соответствует требованиям. Неверный формат.');
    await snapshot(page, 'reg-09-file-refused');
    await notice.getByRole('button', { name: 'Понятно' }).click();
    await expect(page.getByTestId('file-dCharter')).toContainText('Файл не выбран');
  });

  test('a legal entity that is already registered gets the specification’s duplicate message', async ({
    page,
  }) => {
    await signIn(page, 'new@demo.test');
    await expect(page).toHaveURL(/\/account\/registration$/);
    await page.goto('/account/registration-legal');
    // The demo supplier legal@demo.test holds this INN and KPP.
    await typeSearch(page, '#register-search', '7708123450');
    await page.locator('.register-item').filter({ hasText: 'КПП 770801001' }).click();
    await expect(page.getByTestId('duplicate-message')).toHaveText(
      'Контрагент с таким ИНН уже существует в системе. Свяжитесь со службой поддержки',
    );
    await page.locator('label[for=registration-consent]').click();
    await expect(page.getByTestId('registration-submit')).toBeDisabled();
    await snapshot(page, 'reg-10-duplicate-inn');
  });
});
