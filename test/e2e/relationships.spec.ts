import { expect, test, type Locator } from '@playwright/test';
import { chooseOption, openQuestionnaire, signOut, signUpAndSignIn, newEmail } from './flows';
import { snapshot } from './support';

test.describe('relationships', () => {
  test.setTimeout(180_000);

  test('a legal supplier adds, refuses a duplicate, deletes, adds and replaces a non-resident, and shares a registration link', async ({
    page,
    context,
    browser,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openQuestionnaire(page, 'legal@demo.test');
    await page.goto('/relationships');
    await expect(page.getByRole('heading', { name: 'Взаимоотношения' })).toBeVisible();

    // The current lists load when their tab opens.
    await page.locator('.p-accordion-header').filter({ hasText: 'Генподрядчики' }).click();
    await expect(page.getByTestId('rel-current-GENERAL_CONTRACTOR')).toContainText('НефтеМаш');

    /** The row's registration link, copied the way a user shares it. */
    const copyLink = async (row: Locator, shot: string) => {
      await row.getByTestId('rel-link').click();
      const linkDialog = page.getByTestId('rel-link-dialog');
      await linkDialog.getByTestId('rel-link-copy').click();
      await expect(linkDialog).toContainText('Ссылка скопирована');
      const link = await page.evaluate(() => navigator.clipboard.readText());
      await snapshot(page, shot);
      await linkDialog.getByRole('button', { name: 'Закрыть' }).last().click();
      await expect(linkDialog).toBeHidden();
      return link;
    };

    const subs = page.getByTestId('rel-supposed-SUBCONTRACTOR');
    const addEntrepreneur = async () => {
      await subs.getByTestId('rel-add').click();
      await page.getByTestId('rel-kind-INDIVIDUAL').click();
      const dialog = page.getByTestId('rel-add-resident');
      await dialog.getByTestId('rel-search').pressSequentially('Новикова', { delay: 40 });
      await dialog
        .getByTestId('rel-results')
        .getByRole('button', { name: /Новикова Ирина/ })
        .click();
      return dialog;
    };
    let dialog = await addEntrepreneur();
    await dialog.getByTestId('rel-submit').click();
    await expect(dialog).toBeHidden();
    const row = subs
      .getByTestId('rel-table-SUBCONTRACTOR')
      .locator('tbody tr')
      .filter({ hasText: 'Новикова' });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('RU | 246100315461');
    // The entrepreneur has no cabinet: its registration link, for later.
    const entrepreneurLink = await copyLink(row, 'rel-01-entrepreneur-link');
    expect(entrepreneurLink).toMatch(/\/account\/registration-ind\/[\w-]+\.[0-9a-z]+\.[\w-]+$/);

    dialog = await addEntrepreneur();
    await expect(dialog.getByTestId('rel-duplicate')).toHaveText('Контрагент с таким ИНН уже добавлен.');
    await expect(dialog.getByTestId('rel-submit')).toBeDisabled();
    await snapshot(page, 'rel-01-duplicate');
    await dialog.getByRole('button', { name: 'Отмена' }).click();

    await row.getByTestId('rel-delete').click();
    await page.getByTestId('rel-delete-confirm').click();
    await expect(row).toContainText('Проверяется перед удалением');
    await expect(row).toHaveClass(/rel-marked/);
    await expect(row).toHaveCount(0, { timeout: 20_000 });

    // A non-resident entered by hand.
    const producers = page.getByTestId('rel-supposed-PRODUCER');
    await producers.getByTestId('rel-add').click();
    await page.getByTestId('rel-kind-NONRESIDENT').click();
    const nr = page.getByTestId('rel-nonresident');
    await nr.locator('label[for=nr-manual]').click();
    const name = `Nordic Drilling ${Date.now().toString(36)} AB`;
    await nr.getByTestId('nr-name').fill(name);
    await nr.getByTestId('nr-taxId').fill(`SE${String(Date.now()).slice(-10)}01`);
    await nr.getByTestId('nr-index').fill('11122');
    await chooseOption(page, 'nr-country', 'Швец', 'Швеция');
    await nr.getByTestId('nr-city').fill('Stockholm');
    await nr.getByTestId('nr-street').fill('Kungsgatan 1');
    await nr.getByTestId('rel-submit').click();
    await expect(nr).toBeHidden();
    const nrRow = producers.locator('tbody tr').filter({ hasText: name });
    await expect(nrRow).toHaveCount(1);

    // Its registration link, copied and opened by a new user: a prefilled registration.
    const link = await copyLink(nrRow, 'rel-02-link');
    expect(link).toMatch(/\/account\/registration-no-resident\/[\w-]+\.[0-9a-z]+\.[\w-]+$/);

    // Replaced by a non-resident of the register after the check.
    await nrRow.getByTestId('rel-replace').click();
    const replace = page.getByTestId('rel-nonresident');
    await replace.getByTestId('rel-search').pressSequentially('91565076MA35000738', { delay: 40 });
    await replace
      .getByTestId('rel-results')
      .getByRole('button', { name: /Pipeline Solutions/ })
      .click();
    await replace.getByTestId('rel-submit').click();
    await expect(nrRow).toContainText('Проверяется перед заменой');
    await expect(producers.locator('tbody tr').filter({ hasText: 'CN | 91565076MA35000738' })).toHaveCount(
      1,
      {
        timeout: 20_000,
      },
    );
    await expect(nrRow).toHaveCount(0);
    await signOut(page);

    await signUpAndSignIn(page, newEmail('invited'));
    await page.goto(new URL(link).pathname);
    await expect(page.getByTestId('registration-nonresident')).toBeVisible();
    await expect(page.locator('#nr-name')).toHaveValue(name);
    await snapshot(page, 'rel-03-prefilled-registration');

    // The entrepreneur's link, opened in a fresh browser by another new user: its registration, filled in.
    const fresh = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const invited = await fresh.newPage();
    await signUpAndSignIn(invited, newEmail('invited-ind'));
    await invited.goto(new URL(entrepreneurLink).pathname);
    const form = invited.getByTestId('registration-individual');
    await expect(form.locator('#reg-inn')).toHaveValue('246100315461');
    await expect(form.locator('#reg-name')).toHaveValue(/Новикова Ирина/);
    await expect(form.locator('#register-search')).toHaveValue(/Новикова Ирина/);
    await form.locator('label[for=registration-consent]').click();
    await expect(form.getByTestId('registration-submit')).toBeEnabled();
    await snapshot(invited, 'rel-03-prefilled-entrepreneur');
    // A changed link fills nothing and says so; the register search is there instead.
    const path = new URL(entrepreneurLink).pathname;
    await invited.goto(`${path.slice(0, -1)}${path.endsWith('A') ? 'B' : 'A'}`);
    await expect(invited.getByTestId('registration-link-failed')).toBeVisible();
    await expect(form.locator('#reg-inn')).toHaveValue('');
    await fresh.close();
  });

  test('the screen fits a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openQuestionnaire(page, 'legal@demo.test');
    await page.goto('/relationships');
    await expect(page.getByTestId('rel-table-SUBCONTRACTOR')).toContainText('ТехноКабель');
    // A card a contractor, every column's header over its value: ten columns in a phone's width ran
    // into each other.
    const card = page.getByTestId('rel-table-SUBCONTRACTOR').getByTestId('queue-card').first();
    await expect(card).toContainText('Страна | ИНН');
    await expect(card).toContainText('RU | 6661495226');
    // The delete button ends the line of the row's actions, not a line of its own under them.
    const link = await card.getByTestId('rel-link').boundingBox();
    const remove = await card.getByTestId('rel-delete').boundingBox();
    expect(remove!.y).toBeLessThan(link!.y + link!.height);
    expect(remove!.x).toBeGreaterThan(link!.x + link!.width);
    const box = await page.getByTestId('relationships').boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
    await snapshot(page, 'rel-04-phone');
  });
});
