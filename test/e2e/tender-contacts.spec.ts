import { expect, test } from '@playwright/test';
import { openQuestionnaire } from './flows';
import { expectFitsViewport } from './layout';
import { snapshot } from './support';

/**
 * 02 §2.5 item 5: the tender phone and e-mail are read-only in the questionnaire and edited under
 * Профиль → Данные, checked by the contacts rules (02 §5), with the history of changes in the same modal.
 */
test.describe('the tender contacts', () => {
  test.setTimeout(120_000);

  test('a supplier sets its tender phone and e-mail under Профиль → Данные and sees them in the questionnaire', async ({
    page,
  }) => {
    await openQuestionnaire(page, 'individual@demo.test');
    const contacts = page.getByTestId('q-contacts');
    const tenderPhone = contacts.locator('#contact-tenderPhone');
    await expect(tenderPhone).toHaveAttribute('readonly', '');
    await expect(tenderPhone).toHaveValue('+79161234567');

    await page.getByTestId('profile-menu').click();
    await page.getByRole('menuitem', { name: 'Данные' }).click();
    const modal = page.getByTestId('account-data-modal');
    const section = modal.getByTestId('tender-contacts');
    await expect(section).toContainText('Контакты для тендеров');
    await expect(section).toContainText('Изменений не было.');
    const phone = section.locator('#tender-phonesForTender-0');
    const email = section.locator('#tender-emailsForTender-0');
    await expect(phone).toHaveValue('+79161234567');

    // Wrong values are refused on the spot with the specification's texts.
    await phone.fill('12345');
    await email.fill('tender@');
    await section.getByTestId('tender-contacts-save').click();
    await expect(section).toContainText('Введите корректный телефон');
    await expect(section).toContainText('Введите корректный Еmail');

    // A tender phone may be typed with brackets and hyphens; it is saved without them.
    await phone.fill('+7 (912) 345-67-89');
    await email.fill('tenders@smirnova-ip.ru');
    await section.getByTestId('tender-contacts-save').click();
    await expect(section).toContainText('Контакты для тендеров сохранены.');
    const history = section.getByTestId('tender-contacts-history');
    await expect(history).toContainText('+79161234567 → +79123456789');
    await expect(history).toContainText('smirnova.ip@mail.ru → tenders@smirnova-ip.ru');
    await expect(history).toContainText('individual@demo.test');
    await expect(phone).toHaveValue('+79123456789');
    await expectFitsViewport(page, 'the account data dialog with the tender contacts');
    await snapshot(page, 'tender-contacts-modal');

    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
    await expect(tenderPhone).toHaveValue('+79123456789');
    await expect(contacts.locator('#contact-tenderEmail')).toHaveValue('tenders@smirnova-ip.ru');

    // The change outlives a reload, and the history stays with it.
    await page.reload();
    await expect(page.getByTestId('q-contacts').locator('#contact-tenderPhone')).toHaveValue('+79123456789');
    await page.getByTestId('profile-menu').click();
    await page.getByRole('menuitem', { name: 'Данные' }).click();
    await expect(page.getByTestId('tender-contacts-history').locator('li')).toHaveCount(1);
  });
});
