import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';

import { DEMO_SUPPLIERS } from '../../functions/domain/accounts/seed';
import { openQuestionnaire, statusRow } from '../e2e/flows';
import { DEMO_PASSWORD } from '../e2e/support';
import { SIGNED_LETTER, writeSignedSamples } from '../support/signed-samples';
import { ESIGN_VIDEO_CAPTIONS, readingMs, type CaptionId, type Cue } from './captions';
import { RECORDING, VIDEO_SIZE } from './playwright.config';

/**
 * The training video (01 §2.10): the demo entrepreneur files its simplified-regime letter (KND 1120503) with
 * the tax authority's detached signature, made by the test support under the local demo CA, and sees the
 * verdict. Each step shows its caption on the page and waits long enough to read it; record.ts turns the
 * recording into the published MP4 and its captions.
 */
const entrepreneur = DEMO_SUPPLIERS[1].counterparty;
const samples = mkdtempSync(join(tmpdir(), 'esign-video-'));
const letter = join(samples, 'knd-1120503-signed', SIGNED_LETTER);

/** A pointer the viewer can follow (the recording has none), growing as it clicks. */
function pointer() {
  const install = () => {
    const dot = document.createElement('div');
    dot.style.cssText =
      'position:fixed;left:-40px;top:-40px;width:22px;height:22px;margin:-11px 0 0 -11px;border-radius:50%;' +
      'background:rgba(234,88,12,.55);border:2px solid #fff;box-shadow:0 0 0 1px rgba(0,0,0,.35);' +
      'z-index:2147483647;pointer-events:none;transition:transform .15s';
    document.body.appendChild(dot);
    document.addEventListener('mousemove', (e) => {
      dot.style.left = `${e.clientX}px`;
      dot.style.top = `${e.clientY}px`;
    });
    document.addEventListener('mousedown', () => (dot.style.transform = 'scale(1.6)'));
    document.addEventListener('mouseup', () => (dot.style.transform = 'scale(1)'));
  };
  if (document.body) install();
  else document.addEventListener('DOMContentLoaded', install);
}

type Box = NonNullable<Awaited<ReturnType<Locator['boundingBox']>>>;

interface Step {
  /** The element the step is about: brought to the middle of the window, the pointer on it. */
  at?: Locator;
  /** Outlined while the caption is up. */
  ring?: boolean;
}

class Recording {
  private readonly started = Date.now();
  readonly cues: Cue[] = [];

  constructor(readonly page: Page) {}

  private now = () => (Date.now() - this.started) / 1000;

  /** The video's title over the whole picture. */
  async title(): Promise<void> {
    await this.show('title', true);
  }

  /**
   * A step: the pointer goes to what it is about, its caption replaces the previous one at the foot of the
   * picture and stays long enough to read; then the caller acts.
   */
  async step(id: CaptionId, { at, ring = false }: Step = {}): Promise<void> {
    if (at) await this.pointAt(at);
    const box = ring && at ? await at.boundingBox() : null;
    await this.show(id, false, box);
  }

  private async show(id: CaptionId, title: boolean, ring: Box | null = null): Promise<void> {
    const last = this.cues.at(-1);
    if (last) last.end = this.now();
    this.cues.push({ id, start: this.now(), end: this.now(), ...(title ? { title: true as const } : {}) });
    await this.page.evaluate(
      ({ text, title, ring }) => {
        document.querySelectorAll('.video-overlay').forEach((old) => old.remove());
        const box = document.createElement('div');
        box.className = 'video-overlay';
        box.style.cssText = title
          ? 'position:fixed;inset:0;display:flex;align-items:center;justify-content:center;padding:0 10%;' +
            'background:rgba(15,23,42,.9);color:#fff;font:600 40px/1.3 system-ui,sans-serif;text-align:center;' +
            'z-index:2147483646;pointer-events:none'
          : 'position:fixed;bottom:16px;left:50%;transform:translateX(-50%);width:max-content;max-width:88%;' +
            'padding:8px 20px;border-radius:8px;background:rgba(15,23,42,.88);color:#fff;' +
            'font:500 21px/1.4 system-ui,sans-serif;text-align:center;z-index:2147483646;pointer-events:none';
        box.textContent = text;
        document.body.appendChild(box);
        if (ring) {
          const outline = document.createElement('div');
          outline.className = 'video-overlay';
          outline.style.cssText =
            `position:fixed;left:${ring.x - 6}px;top:${ring.y - 6}px;width:${ring.width + 12}px;` +
            `height:${ring.height + 12}px;border:3px solid #ea580c;border-radius:8px;` +
            'z-index:2147483645;pointer-events:none';
          document.body.appendChild(outline);
        }
      },
      { text: ESIGN_VIDEO_CAPTIONS[id].ru, title, ring },
    );
    await this.page.waitForTimeout(readingMs(id));
  }

  /**
   * Brings the element to the middle of the window (an option of an open list only into view: scrolling the
   * page would close it) and glides the pointer onto it.
   */
  async pointAt(target: Locator, { center = true } = {}): Promise<void> {
    if (center) {
      await target.evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'smooth' }));
      await this.page.waitForTimeout(700);
    } else await target.scrollIntoViewIfNeeded();
    const box = await target.boundingBox();
    if (!box) throw new Error(`Not visible: ${target.toString()}`);
    await this.page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 20 });
    await this.page.waitForTimeout(400);
  }

  /** Points at the element and clicks it. */
  async click(target: Locator, options?: { center?: boolean }): Promise<void> {
    await this.pointAt(target, options);
    await target.click();
    await this.page.waitForTimeout(600);
  }

  /** Chooses a file through the button a user clicks (the system's file dialog is not in the picture). */
  async chooseFile(button: Locator, file: string): Promise<void> {
    await this.pointAt(button);
    const chooser = this.page.waitForEvent('filechooser');
    await button.click();
    await (await chooser).setFiles(file);
  }

  /** Ends the last caption and writes the cues for record.ts. */
  finish(): void {
    const last = this.cues.at(-1);
    if (last) last.end = this.now();
    writeFileSync(RECORDING.cues, JSON.stringify(this.cues, null, 2));
  }
}

test.beforeAll(async () => {
  await writeSignedSamples(samples, { name: entrepreneur.companyName, inn: entrepreneur.inn });
  rmSync(RECORDING.dir, { recursive: true, force: true });
  mkdirSync(RECORDING.dir, { recursive: true });
});

test('the training video: a document with its detached e-signature is filed and its verdict shown', async ({
  browser,
  baseURL,
}) => {
  // Off the record: the agreement is accepted and the functions the steps call have loaded, so the video
  // shows the steps at a user's pace rather than a fresh stack's first calls.
  const warmUp = await browser.newContext({ baseURL, viewport: VIDEO_SIZE, locale: 'ru-RU' });
  const first = await warmUp.newPage();
  await openQuestionnaire(first, 'individual@demo.test');
  await first.goto('/documents/');
  await expect(first.getByTestId('add-documents')).toBeVisible();
  await first.goto('/documents/create?docType=TaxTypeConfirmationUSN');
  await expect(first.getByTestId('part-MAIN')).toBeVisible();
  await first.goto('/documents/status');
  await expect(first.getByTestId('documents-status-table')).toBeVisible();
  await warmUp.close();

  const context = await browser.newContext({
    baseURL,
    viewport: VIDEO_SIZE,
    locale: 'ru-RU',
    recordVideo: { dir: RECORDING.dir, size: VIDEO_SIZE },
  });
  await context.addInitScript(pointer);
  const page = await context.newPage();
  const video = new Recording(page);

  await page.goto('/auth/sign-in');
  await page.waitForLoadState('networkidle');
  await expect(page.locator('#email')).toBeEditable();
  await video.title();

  const email = page.locator('#email');
  const password = page.locator('#password');
  await video.step('signIn', { at: email });
  await video.click(email);
  await email.pressSequentially('individual@demo.test', { delay: 45 });
  await expect(email).toHaveValue('individual@demo.test');
  await video.click(password);
  await password.pressSequentially(DEMO_PASSWORD, { delay: 45 });
  await expect(password).toHaveValue(DEMO_PASSWORD);
  await video.click(page.locator('form button[type=submit]'));
  await expect(page.getByTestId('questionnaire')).toBeVisible();

  const documents = page.getByRole('link', { name: 'Документы', exact: true });
  await video.step('openDocuments', { at: documents });
  await video.click(documents);

  const add = page.getByTestId('add-documents');
  await video.step('addDocuments', { at: add });
  await video.click(add);
  await expect(page.getByTestId('documents-create')).toBeVisible();

  const type = page.locator('.doc-type-select');
  await video.step('chooseType', { at: type });
  await video.click(type);
  await video.click(page.getByRole('option', { name: /КНД 1120503/ }), { center: false });

  const main = page.getByTestId('part-MAIN');
  await video.step('mainFile', { at: main.getByRole('button') });
  await video.chooseFile(main.getByRole('button'), letter);
  await expect(main).toContainText(SIGNED_LETTER);
  await page.waitForTimeout(800);

  const signature = page.getByTestId('part-SIGNATURE');
  await video.step('signatureFile', { at: signature.getByRole('button') });
  await video.chooseFile(signature.getByRole('button'), `${letter}.sig`);
  await expect(signature).toContainText(`${SIGNED_LETTER}.sig`);
  await page.waitForTimeout(800);

  await video.step('attachedSignature', { at: main, ring: true });

  const send = page.getByRole('button', { name: 'Отправить на проверку' });
  await video.step('send', { at: send });
  await video.click(send);

  const understood = page.getByTestId('notice-dialog').getByRole('button', { name: 'Понятно' });
  await expect(understood).toBeVisible();
  await video.step('sent', { at: understood });
  await video.click(understood);
  await expect(page).toHaveURL(/\/documents\/status$/);

  const row = statusRow(page, 'КНД 1120503');
  await expect(row.getByTestId('signature-verdict')).toHaveText('Подпись действительна');
  await video.step('verdict', { at: row.getByTestId('signatures'), ring: true });
  await video.step('changedAfterSigning', { at: row.getByTestId('signature-verdict') });
  await video.step('help', { at: page.getByTestId('support-link'), ring: true });
  video.finish();

  await context.close();
  await page.video()?.saveAs(RECORDING.webm);
});
