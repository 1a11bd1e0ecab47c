import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { openQuestionnaire, signOut, writePdf } from './flows';
import { signIn, snapshot } from './support';

const SUPPLIER = 'individual@demo.test';
const SUPPORT = 'support-north@demo.test';
const files = join(tmpdir(), 'communication-e2e');

async function pick(page: Page, testId: string, option: string): Promise<void> {
  await page.getByTestId(testId).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The screen's own content fits a phone: nothing of it sticks out sideways or scrolls the page. */
async function noSidewaysScroll(page: Page): Promise<void> {
  const offenders = await page.evaluate(() =>
    [...document.querySelectorAll('section.page *, .p-dialog *')]
      .filter((e) => e.getBoundingClientRect().right > window.innerWidth + 1)
      .filter((e) => !e.closest('.com-table-wrap, .inbox-table-wrap'))
      .map((e) => `${e.tagName.toLowerCase()}.${[...e.classList].join('.')}`)
      .slice(0, 5),
  );
  expect(offenders).toEqual([]);
}

async function runAction(page: Page, action: string, message: string): Promise<void> {
  await pick(page, 'chat-action', action);
  await page.getByTestId('chat-execute').click();
  const confirm = page.getByTestId('action-confirm');
  await expect(confirm).toContainText('Внимание!');
  await expect(confirm).toContainText(message);
  await confirm.getByTestId('action-confirm-button').click();
  await expect(confirm).toBeHidden();
}

test.describe('Communications', () => {
  test.setTimeout(180_000);

  test('a request goes from the wizard to the staff inbox and back, is read, archived and restored', async ({
    page,
  }) => {
    await openQuestionnaire(page, SUPPLIER);
    await page.getByRole('link', { name: 'Коммуникации' }).first().click();
    await expect(page.getByTestId('communication-page')).toContainText(
      'Документы, направленные в чате обращения, не сохраняются',
    );

    // Step 1: type, topic, organisation; 'Далее' waits for all the topic asks for.
    await page.getByTestId('create-request').click();
    const wizard = page.getByTestId('create-request-dialog');
    const next = wizard.getByTestId('wizard-next');
    await expect(next).toBeDisabled();
    await pick(page, 'wizard-category', 'Общие вопросы');
    await pick(page, 'wizard-topic', 'Проверка контрагента');
    await expect(next).toBeDisabled();
    // The search is offered even where the topic does not require it; a malformed e-mail is not searched.
    await wizard.getByTestId('wizard-responsible').fill('zakupki@');
    await expect(wizard).toContainText('Введите корректный email');
    await expect(wizard.getByTestId('wizard-main-search')).toBeDisabled();
    await wizard.getByTestId('wizard-responsible').fill('');
    // A tender found says what it is and names the organisation the request goes to.
    await wizard.getByTestId('wizard-main-search').fill('31-2026-0001');
    await expect(wizard.getByTestId('wizard-found')).toHaveText(
      'Найден тендер № 31-2026-0001 «Поставка бурового раствора», организация: АО «Нефтегаз Север»',
    );
    await expect(wizard.getByTestId('wizard-organisation')).toContainText('АО «Нефтегаз Север»');
    await snapshot(page, 'com-01a-wizard-search');
    await next.click();

    // Step 2: a custom address must be a valid one.
    await wizard.getByTestId('wizard-other').click();
    await wizard.getByTestId('wizard-other-email').fill('ответ@');
    await expect(wizard).toContainText('Введите корректный email');
    await expect(next).toBeDisabled();
    await wizard.getByTestId('wizard-other-email').fill('answers@individual.test');
    await next.click();

    // Step 3: the summary, the message and one attachment checked by its bytes.
    await expect(wizard.getByTestId('wizard-summary')).toContainText('answers@individual.test');
    await expect(wizard.getByTestId('wizard-summary')).toContainText('АО «Нефтегаз Север»');
    await expect(wizard.getByTestId('wizard-create')).toBeDisabled();
    await wizard.getByTestId('wizard-message').fill('Прошу сообщить срок проверки. Акт сверки во вложении.');
    // The attachment rules open in an info modal; a refused file is a 'Внимание!' modal, not a line.
    await wizard.getByTestId('attachment-rules').click();
    const info = page.getByTestId('info-dialog');
    await expect(info).toContainText('Информация');
    await expect(info).toContainText('PDF, JPG, PNG или TIFF размером меньше 15 МБ');
    await info.getByRole('button', { name: 'Понятно' }).click();
    await wizard.getByTestId('wizard-file').setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('Просто текст'),
    });
    const warning = page.getByTestId('warning-dialog');
    await expect(warning).toContainText('Внимание!');
    await expect(warning).toContainText('Файл не соответствует требованиям. Неверный формат.');
    await snapshot(page, 'com-01c-file-refused');
    await warning.getByRole('button', { name: 'Понятно' }).click();
    await expect(wizard.getByTestId('wizard-attached')).toHaveCount(0);
    await wizard.getByTestId('wizard-file').setInputFiles(writePdf(files, 'Акт сверки.pdf', 'Act'));
    await expect(wizard.getByTestId('wizard-attached')).toContainText('Акт сверки.pdf');
    await expect(wizard).toContainText('Файл загружен');
    await snapshot(page, 'com-01-wizard-step3');
    await wizard.getByTestId('wizard-create').click();
    await expect(wizard).toBeHidden();

    // Confirmed, then opened: the new request's chat is behind the success modal.
    const created = page.getByTestId('success-dialog');
    await expect(created).toContainText('Успешно!');
    const code = /Обращение № (\S+) создано/.exec((await created.textContent()) ?? '')?.[1] ?? '';
    expect(code).toMatch(/^\d{4}-\d{6}$/);
    await expect(page).toHaveURL(`/communication/chat/?requestCode=${code}`);
    await expect(page.getByTestId('chat-page')).toContainText(`Открытое обращение № ${code}`);
    await snapshot(page, 'com-01d-created');
    await created.getByRole('button', { name: 'Понятно' }).click();
    await page.getByTestId('chat-back').click();
    const row = page.getByTestId('requests-table').locator('tbody tr').first();
    await expect(row).toContainText('АО «Нефтегаз Север»');
    await expect(row.locator('td').first()).toHaveText(code);
    await snapshot(page, 'com-01b-list');
    await signOut(page);

    // The organisation's support user finds it waiting and answers with a file.
    await signIn(page, SUPPORT);
    await expect(page).toHaveURL(/\/backoffice\/inbox$/);
    const inboxRow = page.getByTestId('inbox-table').locator('tbody tr').filter({ hasText: code });
    await expect(inboxRow).toHaveCount(1);
    await snapshot(page, 'com-02-staff-inbox');
    await inboxRow.click();
    const staffChat = page.getByTestId('staff-chat-page');
    await expect(staffChat.getByTestId('chat-message').first()).toContainText('Прошу сообщить срок проверки');
    await expect(staffChat.getByTestId('chat-message').first()).toContainText('Акт сверки.pdf');
    await staffChat
      .getByTestId('message-input')
      .fill('Проверка завершится в течение 3 рабочих дней. Памятка во вложении.');
    await staffChat.getByTestId('message-file').setInputFiles(writePdf(files, 'Памятка.pdf', 'Memo'));
    await expect(staffChat.getByTestId('attached-file')).toContainText('Памятка.pdf');
    await staffChat.getByTestId('message-input').press('Enter');
    await expect(staffChat.getByTestId('chat-message')).toHaveCount(2);
    await expect(staffChat.getByTestId('chat-message').nth(1)).toContainText('Памятка.pdf');
    // …and asks for more information by the action the server offers.
    await runAction(page, 'Запросить дополнительную информацию', 'Поставщику будет отправлено сообщение');
    await expect(staffChat.getByTestId('chat-message')).toHaveCount(3);
    await signOut(page);

    // The supplier's messages badge shows the answer within the polling interval.
    await openQuestionnaire(page, SUPPLIER);
    const badge = page.getByTestId('messages-link').locator('.p-badge');
    await expect(badge).toHaveText('2', { timeout: 12_000 });
    await page.getByRole('link', { name: 'Коммуникации' }).first().click();
    await page.getByTestId('requests-table').locator('tbody tr').filter({ hasText: code }).click();
    const chat = page.getByTestId('chat-page');
    // The organisation's question opens the info-question modal.
    const question = page.getByTestId('info-dialog');
    await expect(question).toContainText('Организация Группы запросила дополнительную информацию');
    await expect(question).toContainText('опишите ситуацию подробнее');
    await snapshot(page, 'com-03a-info-question');
    await question.getByRole('button', { name: 'Понятно' }).click();
    await expect(chat.getByTestId('chat-message').nth(2)).toContainText('Запрос информации');
    await expect(chat).toContainText(`Открытое обращение № ${code}`);
    await expect(chat).toContainText('Добро пожаловать в раздел Коммуникации!');
    await expect(chat.getByTestId('chat-message').nth(1)).toContainText(
      'Служба поддержки АО «Нефтегаз Север»',
    );
    await expect(chat.getByTestId('chat-message').nth(1)).toContainText('Памятка.pdf');
    // Opening the chat reported the answer read: the badge goes.
    await expect(badge).toHaveCount(0, { timeout: 12_000 });
    await snapshot(page, 'com-03-chat');

    // Archive and restore by the actions the server offers.
    // An answer came: 'Вопрос решен.' offers the archive action, behind the same confirmation.
    await chat.getByTestId('chat-resolved').getByRole('button', { name: 'Вопрос решен.' }).click();
    const confirm = page.getByTestId('action-confirm');
    await expect(confirm).toContainText('Обращение будет перенесено в архив');
    await confirm.getByTestId('action-confirm-button').click();
    await expect(chat).toContainText(`Архивное обращение № ${code}`);
    await expect(chat.getByTestId('message-input')).toBeDisabled();
    await expect(chat.getByTestId('archived-hint')).toContainText('Восстановление обращения из архива');
    await runAction(page, 'Восстановление обращения из архива', 'Обращение будет восстановлено из архива');
    await expect(chat).toContainText(`Открытое обращение № ${code}`);
    await expect(chat.getByTestId('message-input')).toBeEnabled();

    // On a phone: no sideways page scroll on the chat, the list and the wizard.
    await page.setViewportSize({ width: 390, height: 844 });
    await noSidewaysScroll(page);
    await snapshot(page, 'com-05-chat-390');
    await chat.getByTestId('chat-back').click();
    await expect(page.getByTestId('requests-table')).toContainText(code);
    // A card has no hover for the state icon's tooltip: its meaning is written beside it.
    const card = page.getByTestId('queue-card').filter({ hasText: code });
    await expect(card.locator('.com-state')).toHaveText(/^(Отправлено|Прочитано|Новых сообщений: \d+)$/);
    await noSidewaysScroll(page);
    await snapshot(page, 'com-06-list-390');
    await page.getByTestId('create-request').click();
    await expect(page.getByTestId('create-request-dialog')).toBeVisible();
    await noSidewaysScroll(page);
    await snapshot(page, 'com-07-wizard-390');
  });

  test('a FAQ question reaches the support inbox', async ({ page }) => {
    const question = `Как продлить постоянный доступ до окончания оплаченного периода? ${Date.now()}`;
    await openQuestionnaire(page, SUPPLIER);
    await page.goto('/faq');
    const faq = page.getByTestId('faq-page');
    await expect(faq.getByTestId('faq-list')).toContainText('Сколько времени есть на заполнение анкеты?');
    await faq.getByText('Сколько времени есть на заполнение анкеты?').click();
    await expect(faq).toContainText('21 рабочего дня');
    await faq.getByTestId('faq-send').click();
    await expect(faq).toContainText('Выберите тему');
    await pick(page, 'faq-topic', 'Доступ в ИСУ Снабжение и оплата');
    await faq.getByTestId('faq-question').fill(question);
    await faq.getByTestId('faq-send').click();
    await expect(page.getByTestId('faq-sent')).toContainText('Сообщение отправлено');
    await snapshot(page, 'com-04-faq-sent');
    await page.getByTestId('faq-sent').getByRole('button', { name: 'Закрыть' }).last().click();
    await signOut(page);

    await signIn(page, SUPPORT);
    await page.getByText('Сначала новые').click();
    const row = page.getByTestId('inbox-table').locator('tbody tr').first();
    await expect(row).toContainText('Доступ в ИСУ Снабжение и оплата');
    await row.click();
    await expect(page.getByTestId('staff-chat-page').getByTestId('chat-message').first()).toContainText(
      question,
    );
  });
});
