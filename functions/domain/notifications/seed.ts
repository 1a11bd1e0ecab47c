import type { SeedContext } from '../seed-context';
import { GLOBAL_AUDIENCE, notificationsRepository as repo } from './notifications-repository';
import { DAY_MS } from '@shared/constants/time';

const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();

/** Demo data: a few notifications of the demo legal entity, a notice on DOCUMENTS. */
export async function seed(ctx: SeedContext): Promise<void> {
  await repo.putNotice({
    audience: GLOBAL_AUDIENCE,
    section: 'DOCUMENTS',
    id: 'documents-review-time',
    type: 'INFO',
    shownAgain: true,
    activeFrom: daysAgo(30),
    textRu:
      'Проверка загруженных документов занимает до 2 рабочих дней. Если проверка длится дольше, напишите в службу поддержки.',
    textEn:
      'The review of uploaded documents takes up to 2 working days. If it takes longer, write to the support service.',
  });

  const counterpartyId = ctx.users['legal@demo.test']?.counterpartyId;
  if (!counterpartyId) return;
  const items = [
    {
      days: 12,
      state: 'NOTIFIED',
      textRu: 'Документ «Устав» принят.',
      textEn: 'The document "Charter" has been accepted.',
    },
    {
      days: 9,
      state: 'NOTIFIED',
      textRu: 'Заявка на изменение банковских реквизитов одобрена и передана в КССС.',
      textEn: 'The request to change the bank details has been approved and sent to KSSS.',
    },
    {
      days: 3,
      state: 'NEW',
      textRu:
        'Открыт временный доступ в ИСУ Снабжение. Оплатите доступ в течение 15 рабочих дней, иначе он будет заблокирован.',
      textEn:
        'Temporary access to the tender system is open. Pay for access within 15 working days or it will be blocked.',
    },
    {
      days: 1,
      state: 'NEW',
      textRu: 'Документ «Бухгалтерская отчётность за 9 месяцев» отклонён: отсутствует подпись руководителя.',
      textEn:
        'The document "Balance sheet for 9 months" has been rejected: the director’s signature is missing.',
    },
    {
      days: 0,
      state: 'NEW',
      textRu: 'Получен ответ по вашему обращению о доступе к закупке.',
      textEn: 'Your request about access to a tender has been answered.',
    },
  ] as const;
  await Promise.all(
    items.map((n, i) =>
      repo.putNotification({
        counterpartyId,
        id: `demo-${i + 1}`,
        createdAt: daysAgo(n.days),
        textRu: n.textRu,
        textEn: n.textEn,
        state: n.state,
      }),
    ),
  );
}
