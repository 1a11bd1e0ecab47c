import type { SeedContext } from '../seed-context';
import { tendersRepository } from './tenders-repository';

/**
 * The risk register's demo data: the individual entrepreneur has a blocking indicator (so its tender page
 * shows the stop factor and where to clear it); the others have none.
 */
export async function seed(ctx: SeedContext): Promise<void> {
  const individual = ctx.users['individual@demo.test']?.counterpartyId;
  if (!individual) return;
  await tendersRepository.putRiskIndicator({
    counterpartyId: individual,
    id: 'tax-arrears-2025',
    blocking: true,
    textRu:
      'Задолженность по налогам и сборам по данным ФНС России превышает 1 000 рублей (п. 2.1 Инструкции для поставщиков).',
    textEn:
      'Tax arrears per the Federal Tax Service exceed 1,000 roubles (item 2.1 of the supplier instruction).',
    links: [{ url: 'https://service.nalog.ru/zd.do', title: 'Сервис ФНС «Сведения о задолженности»' }],
  });
}
