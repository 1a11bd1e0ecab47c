import { clock } from '../../lib/clock';
import { resolveTenant } from '../accounts/tenant-resolution';
import type { SeedContext } from '../seed-context';
import { acceptTender } from './tender-service';
import { tendersRepository } from './tenders-repository';

/**
 * Demo data: the individual entrepreneur has a blocking indicator of the risk register (so its tender page
 * shows the stop factor and where to clear it) and has accepted the licence terms: its temporary access waits
 * for the payment that `npm run samples:documents` writes as a bank statement for the back office to match.
 */
export async function seed(ctx: SeedContext): Promise<void> {
  const user = ctx.users['individual@demo.test'];
  const individual = user?.counterpartyId;
  if (!user || !individual) return;
  const caller = { sub: user.sub, login: 'individual@demo.test', groups: [] };
  await acceptTender(await resolveTenant(caller), caller, clock.now());
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
