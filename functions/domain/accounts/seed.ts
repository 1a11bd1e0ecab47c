import {
  completeIndividualInn,
  completeLegalInn,
  completeOgrn,
  completeOgrnip,
} from '@shared/validation/tax-ids';
import type { SeedContext } from '../seed-context';
import { accountsRepository } from './accounts-repository';
import { summaryOf } from './counterparties';

/** The demo suppliers, one of each kind, registered with saved questionnaire data. */
export const DEMO_SUPPLIERS = [
  {
    email: 'legal@demo.test',
    counterparty: {
      counterpartyId: '3f0b6a52-7c1e-4d8a-9b2f-1a6c5e8d7001',
      accountType: 'LEGAL',
      companyName: 'ООО «Северная буровая компания»',
      companyCode: '1000123',
      inn: completeLegalInn('770812345'),
      kpp: '770801001',
      ogrn: completeOgrn('115774612345'),
      registrationDate: '2021-04-12T09:30:00.000Z',
    },
  },
  {
    email: 'individual@demo.test',
    counterparty: {
      counterpartyId: '3f0b6a52-7c1e-4d8a-9b2f-1a6c5e8d7002',
      accountType: 'INDIVIDUAL',
      companyName: 'ИП Смирнова Анна Викторовна',
      companyCode: '1000124',
      inn: completeIndividualInn('5012345678'),
      ogrn: completeOgrnip('31850000012345'),
      registrationDate: '2022-09-01T07:15:00.000Z',
    },
  },
  {
    email: 'nonresident@demo.test',
    counterparty: {
      counterpartyId: '3f0b6a52-7c1e-4d8a-9b2f-1a6c5e8d7003',
      accountType: 'NONRESIDENT',
      companyName: 'ТОО «Каспий Нефтесервис»',
      companyCode: '1000125',
      // A Kazakh BIN (business identification number) with its check digit.
      taxId: '180540012343',
      countryCode: 'KZ',
      registrationDate: '2023-02-20T11:00:00.000Z',
    },
  },
] as const;

/** Writes the demo counterparties and binds the demo suppliers' accounts to them. */
export async function seed(ctx: SeedContext): Promise<void> {
  await Promise.all(
    DEMO_SUPPLIERS.map(async ({ email, counterparty }) => {
      const user = ctx.users[email];
      if (!user) throw new Error(`demo supplier ${email} is missing from the seed context`);
      const written = await accountsRepository.putCounterparty({
        ...counterparty,
        hasSavedData: true,
        isEditable: true,
        version: 1,
      });
      await accountsRepository.claimCompanyCode(counterparty.companyCode, counterparty.counterpartyId);
      await accountsRepository.putAccount({
        sub: user.sub,
        login: email,
        status: 'REGISTERED',
        counterpartyId: counterparty.counterpartyId,
        counterparty: summaryOf(written),
        language: 'ru',
        createdAt: counterparty.registrationDate,
      });
    }),
  );
}
