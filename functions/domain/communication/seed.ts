import { clock } from '../../lib/clock';
import { tenantOfCounterparty } from '../accounts/tenant-resolution';
import type { SeedContext } from '../seed-context';
import { SUPPORT_SERVICE } from './catalogue';
import { communicationRepository as repo, type ProcurementItem } from './communication-repository';
import { postMessage, runAction } from './messages-service';
import { openRequest } from './open-request';
import { DEMO_ORGANISATIONS, DEMO_STAFF } from './group-organisations';
import { syncCommunicationSetting } from './organisations';

const HOUR_MS = 3_600_000;

/** The procurement port's demo records: tenders, contracts and responsible people of the organisations. */
export const DEMO_PROCUREMENT: ProcurementItem[] = [
  { kind: 'TENDER', lookup: '31-2026-0001', beCode: 'NGS', title: 'Поставка бурового раствора' },
  { kind: 'TENDER', lookup: '31-2026-0002', beCode: 'VNPZ', title: 'Ремонт резервуарного парка' },
  { kind: 'TENDER', lookup: '31-2026-0003', beCode: 'TNS', title: 'Услуги спецтехники' },
  { kind: 'CONTRACT', lookup: 'NGS/Д-2025/114', beCode: 'NGS', title: 'Договор поставки химреагентов' },
  { kind: 'CONTRACT', lookup: 'VNPZ/Д-2025/077', beCode: 'VNPZ', title: 'Договор на ремонт насосов' },
  {
    kind: 'EMAIL',
    lookup: 'zakupki@neftegaz-sever.test',
    beCode: 'NGS',
    title: 'Иванова Мария, отдел закупок',
  },
  { kind: 'EMAIL', lookup: 'tender@volga-npz.test', beCode: 'VNPZ', title: 'Петров Илья, тендерный комитет' },
];

/** Demo data: routing of the support users, the procurement port, and a conversation of the demo legal entity. */
export async function seed(ctx: SeedContext): Promise<void> {
  await syncCommunicationSetting({ organisations: DEMO_ORGANISATIONS, staff: DEMO_STAFF });
  await repo.putProcurement(DEMO_PROCUREMENT);

  const legal = ctx.users['legal@demo.test'];
  if (!legal?.counterpartyId) return;
  const tenant = await tenantOfCounterparty(legal.counterpartyId);
  const caller = { sub: legal.sub, login: 'legal@demo.test', groups: [] };
  const at = (hoursAgo: number) => new Date(clock.now().getTime() - hoursAgo * HOUR_MS);
  const request = async (
    topic: string,
    category: string,
    beCode: string | null,
    text: string,
    hoursAgo: number,
  ) => {
    const { requestCode } = await openRequest(
      tenant,
      caller,
      {
        category,
        topic,
        theme: '',
        beCode,
        routeCode: beCode ?? SUPPORT_SERVICE.beCode,
        paEmailType: 'LOGIN',
        paEmailAddress: 'legal@demo.test',
        messageText: text,
        file: null,
      },
      at(hoursAgo),
    );
    return requestCode;
  };
  const answer = async (code: string, text: string, hoursAgo: number, author: string) => {
    const item = await repo.getRequest(tenant.counterpartyId, code);
    if (item) await postMessage(item, { side: 'STAFF', authorName: author, text, file: null }, at(hoursAgo));
  };

  const answered = await request(
    'COMMON_CHECK',
    'COMMON',
    'NGS',
    'Добрый день! Подскажите, пожалуйста, сколько длится проверка нашей организации как контрагента?',
    72,
  );
  await answer(
    answered,
    'Здравствуйте! Проверка занимает до 5 рабочих дней после загрузки полного комплекта документов. Мы сообщим о результате в этом обращении.',
    70,
    DEMO_STAFF[0]?.displayName ?? '',
  );
  await request(
    'TECH_DOCUMENTS',
    'TECH',
    null,
    'Не получается загрузить скан устава: файл в формате PDF, 12 МБ. Что может быть не так?',
    5,
  );
  const archived = await request(
    'COMMON_OTHER',
    'COMMON',
    'VNPZ',
    'Просим уточнить адрес для отправки оригиналов документов.',
    240,
  );
  await answer(
    archived,
    'Оригиналы направляйте по адресу: г. Самара, ул. Заводская, 1, канцелярия.',
    236,
    DEMO_STAFF[1]?.displayName ?? '',
  );
  const toArchive = await repo.getRequest(tenant.counterpartyId, archived);
  if (toArchive) await runAction(toArchive, 'SUPPLIER', 'ARCHIVE', null, '', 'ru', at(230));
}
