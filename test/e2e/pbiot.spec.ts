import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { unzipSync } from 'fflate';
import { extractText, getDocumentProxy } from 'unpdf';
import { samplePdf } from '../../functions/domain/files/file-samples.fixture';
import { openQuestionnaire, signOut } from './flows';
import { signIn, snapshot } from './support';

/** A supplier's safety package from the incidents to the reviewer's approval and the archives (03 §2–§5). */

const SUPPLIER = 'legal@demo.test';
const files = {
  questionnaire: { name: 'Анкета подписанная.pdf', buffer: Buffer.from(samplePdf('signed questionnaire')) },
  policy: { name: 'Политика ПБиОТ.pdf', buffer: Buffer.from(samplePdf('safety policy')) },
  eco: { name: 'Экологическая политика.pdf', buffer: Buffer.from(samplePdf('environment policy')) },
  service: {
    name: 'Приказ о службе охраны труда.pdf',
    buffer: Buffer.from(samplePdf('safety service order')),
  },
};

/**
 * WCAG 2 A/AA findings of the section that block or seriously hinder a user. Colour contrast is left out:
 * the theme's primary blue (buttons, active tabs) is 3.7:1 on white everywhere in the app, a shell-wide fix.
 */
async function seriousA11yFindings(page: Page, selector: string): Promise<string[]> {
  const result = await new AxeBuilder({ page })
    .include(selector)
    .withTags(['wcag2a', 'wcag2aa'])
    .disableRules(['color-contrast'])
    .analyze();
  return result.violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * At 390 px nothing of the section sticks out sideways; tables and the tab strip scroll inside their own
 * box. (The shell's header is the shell's to check.) Names what sticks out.
 */
async function expectNoSidewaysScroll(page: Page, section: string): Promise<void> {
  const wide = await page.evaluate((selector) => {
    const width = window.innerWidth;
    const scrolls = (el: Element) => ['auto', 'scroll', 'hidden'].includes(getComputedStyle(el).overflowX);
    const insideScroller = (el: Element) => {
      for (let up = el.parentElement; up; up = up.parentElement) if (scrolls(up)) return true;
      return false;
    };
    return [...document.querySelectorAll(selector), ...document.querySelectorAll(`${selector} *`)]
      .filter((el) => el.getBoundingClientRect().right > width + 1 && !insideScroller(el))
      .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}`)
      .slice(0, 5);
  }, section);
  expect(wide).toEqual([]);
}

/** Clicks something that starts a download and returns the downloaded bytes. */
async function download(page: Page, click: () => Promise<void>): Promise<{ name: string; bytes: Buffer }> {
  const [file] = await Promise.all([page.waitForEvent('download'), click()]);
  const path = await file.path();
  return { name: file.suggestedFilename(), bytes: await readFile(path) };
}

async function upload(page: Page, code: string, file: { name: string; buffer: Buffer }) {
  const block = page.getByTestId(`doc-${code}`);
  await block.getByTestId(`upload-${code}`).setInputFiles({ ...file, mimeType: 'application/pdf' });
  await expect(block).toContainText(file.name);
}

test.describe('the safety section (PBIOT)', () => {
  test.setTimeout(180_000);

  test('a supplier sends its package, a reviewer approves it, the supplier downloads the archives', async ({
    page,
  }) => {
    await openQuestionnaire(page, SUPPLIER);
    const company = ((await page.getByTestId('company-name').textContent()) ?? '').trim();
    expect(company).not.toBe('');

    await page.getByRole('link', { name: 'ПБиОТ' }).first().click();
    await expect(page).toHaveURL(/\/pbiot\/incidents$/);
    const section = page.getByTestId('pbiot');
    await expect(section).toContainText(
      'Квалификационная анкета Претендента на соответствие требованиям промышленной безопасности, охраны труда и окружающей среды',
    );
    await expect(page.getByTestId('pbiot-user')).toContainText(company);
    await expect(page.getByTestId('pbiot-history')).toContainText('Нет данных.');

    // Incidents: Save stays disabled until every field is filled.
    await expect(page.getByTestId('incidents-incomplete')).toHaveText(
      'Внимание! Не все инциденты заполнены.',
    );
    const save = page.getByTestId('incidents-save');
    await expect(save).toBeDisabled();
    const inputs = page.locator('.pbiot-incidents input');
    const count = await inputs.count();
    expect(count).toBe(17);
    for (let i = 0; i < count; i++) {
      const input = inputs.nth(i);
      const id = (await input.getAttribute('id')) ?? '';
      const value =
        id === 'incident-q1'
          ? '60'
          : id === 'incident-q4'
            ? '16,67' // a Russian user's decimal comma (issue 17: it used to become 1667)
            : id.startsWith('incident-q2_')
              ? '0'
              : '1';
      await input.click();
      await input.pressSequentially(value);
    }
    expect(await seriousA11yFindings(page, '[data-testid=pbiot]')).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoSidewaysScroll(page, '[data-testid=pbiot]');
    await snapshot(page, 'pbiot-01-incidents-390');
    await page.setViewportSize({ width: 1366, height: 800 });
    await expect(save).toBeEnabled();
    await save.click();
    await expect(page.getByTestId('incidents-incomplete')).toHaveCount(0);
    await expect(section).toContainText('Происшествия сохранены.');
    await expect(page.locator('#incident-q4')).toHaveValue('16,67');

    // The marked safety and environment documents.
    await page.getByRole('menuitem', { name: 'Документы по ПБиОТ' }).click();
    await expect(page).toHaveURL(/\/pbiot\/doc-pbiot$/);
    // An empty section reads zero, in the unit of its limit (03 §9: 1 MB = 1,000,000 bytes).
    await expect(page.getByTestId('pbiot-volume')).toContainText('Загружено 0 Б из 100 МБ');
    await page.getByTestId('check-pbiot_0001').click();
    await upload(page, 'pbiot_0001', files.policy);
    // 60 people: pbiot_0006 is marked by itself and cannot be unmarked (03 §4).
    const serviceCheck = page.getByTestId('check-pbiot_0006');
    await expect(serviceCheck.locator('input')).toBeChecked();
    await serviceCheck.click();
    const alert = page.getByRole('dialog');
    await expect(alert).toContainText('Внимание!');
    await expect(alert).toContainText('среднесписочная численность работников превышает 50 человек');
    await alert.getByRole('button', { name: /close|закрыть/i }).click();
    await expect(serviceCheck.locator('input')).toBeChecked();
    await upload(page, 'pbiot_0006', files.service);
    await expect(page.getByTestId('pbiot-volume')).toContainText('из 100 МБ');
    await page.getByRole('menuitem', { name: 'Документы по ООС' }).click();
    await page.getByTestId('check-ep_0001').click();
    await upload(page, 'ep_0001', files.eco);
    await expect(page.getByTestId('pbiot-send')).toBeDisabled();
    expect(await seriousA11yFindings(page, '[data-testid=pbiot]')).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoSidewaysScroll(page, '[data-testid=pbiot]');
    await snapshot(page, 'pbiot-02-documents-390');
    await page.setViewportSize({ width: 1366, height: 800 });

    // The questionnaire: its PDF holds the company and the figures; the signed copy goes back.
    await page.getByRole('menuitem', { name: 'Анкета' }).click();
    const pdf = await download(page, () => page.getByTestId('pbiot-template').click());
    expect(pdf.name).toBe('Incident.pdf');
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf.bytes)), {
      mergePages: true,
    });
    expect(text).toContain(company);
    expect(text).toContain('Среднесписочная численность работников 60');
    expect(text).toContain('16.67');
    expect(text).toContain('Приказ о создании службы охраны труда');
    expect(text).toContain('Политика в области промышленной безопасности, охраны труда и окружающей среды');
    await upload(page, 'questionnaire_1', files.questionnaire);

    await page.getByTestId('pbiot-send').click();
    await expect(page.getByRole('dialog')).toContainText('Пакет документов успешно отправлен.');
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /close|закрыть/i })
      .click();
    await expect(page.getByTestId('pbiot-block-reason')).toContainText(
      'Пакет документов отправлен на проверку',
    );
    await expect(page.getByTestId('pbiot-send')).toHaveCount(0);
    await expect(page.getByTestId('pbiot-history-status')).toHaveText(['Пакет отправлен']);
    await signOut(page);

    // The reviewer takes the package and approves it.
    await signIn(page, 'moderator@demo.test');
    await expect(page).toHaveURL(/\/backoffice$/);
    await page.getByRole('link', { name: 'Проверки ПБиОТ' }).first().click();
    await expect(page).toHaveURL(/\/backoffice\/pbiot$/);
    await page
      .getByTestId('pbiot-review-table')
      .locator('tbody tr')
      .filter({ hasText: company })
      .first()
      .click();
    const dialog = page.getByTestId('pbiot-package');
    await expect(dialog).toContainText(files.policy.name);
    await expect(dialog).toContainText(files.eco.name);
    await dialog.getByTestId('pbiot-take').click();
    await dialog.getByTestId('pbiot-comment').fill('Документы соответствуют требованиям.');
    await snapshot(page, 'pbiot-03-review');
    await dialog.getByTestId('pbiot-decide').click();
    await expect(dialog).toBeHidden();
    await signOut(page);

    // The supplier sees the approval and downloads the three archives.
    await openQuestionnaire(page, SUPPLIER);
    await page.goto('/pbiot');
    await expect(page.getByTestId('pbiot-history-status')).toHaveText(['Результат проверки - одобрено']);
    await expect(page.getByTestId('pbiot-history')).toContainText('Документы соответствуют требованиям.');
    await expect(page.getByTestId('pbiot-block-reason')).toContainText('Проверка пройдена');
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoSidewaysScroll(page, '[data-testid=pbiot]');
    await snapshot(page, 'pbiot-04-approved-390');
    await page.setViewportSize({ width: 1366, height: 800 });

    const expected = {
      questionnaire: ['Incident.pdf', `questionnaire_1/${files.questionnaire.name}`],
      pbiot: [`pbiot_0001/${files.policy.name}`, `pbiot_0006/${files.service.name}`],
      ep: [`ep_0001/${files.eco.name}`],
    };
    const names = {
      questionnaire: 'Анкета.zip',
      pbiot: 'Документы_по_ПБиОТ.zip',
      ep: 'Документы_по_ООС.zip',
    };
    for (const partition of ['questionnaire', 'pbiot', 'ep'] as const) {
      const zip = await download(page, () => page.getByTestId(`pbiot-zip-${partition}`).click());
      expect(zip.name).toBe(names[partition]);
      const unpacked = unzipSync(new Uint8Array(zip.bytes));
      expect(Object.keys(unpacked).sort()).toEqual(expected[partition].sort());
    }
    const safety = unzipSync(
      new Uint8Array((await download(page, () => page.getByTestId('pbiot-zip-pbiot').click())).bytes),
    );
    expect(Buffer.from(safety[`pbiot_0001/${files.policy.name}`]!).equals(files.policy.buffer)).toBe(true);
  });
});
