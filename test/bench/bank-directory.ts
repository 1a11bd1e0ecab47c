import { benchDynamodb } from './bench-dynamodb';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const REPEATS = 15;

/**
 * What a screen showing a supplier's accounts pays for their banks (the questionnaire form, the reviewers'
 * queue, a payment order) on dynalite holding a directory of each size: the whole directory read and parsed,
 * as those screens did, against the accounts' banks and currency read by key, as they do now. The directory
 * is the local ED807 file's banks and the foreign ones, copied under new ids up to the size; the Bank of
 * Russia's own lists hundreds of participants. Median of REPEATS in one process (the code warm).
 */
async function measure(sizes: readonly number[]) {
  const dynamodb = await benchDynamodb('banks');
  try {
    // Loaded once the environment points at the emulator: the client reads it when created.
    const { banksRepository } = await import('../../functions/domain/banks/banks-repository');
    const { bankRecords } = await import('../../functions/domain/banks/bank-data');
    const { currencyRecords } = await import('../../functions/domain/banks/group-directory');
    const models = bankRecords();
    const currencies = currencyRecords();
    await banksRepository.putCurrencies(currencies);
    const rows: Array<{ banks: number; whole: string; byKey: string }> = [];
    let stored = 0;
    for (const size of sizes) {
      const copies = Array.from({ length: size - stored }, (_, i) => {
        const model = models[(stored + i) % models.length]!;
        return { ...model, id: `bench-${stored + i}` };
      });
      await banksRepository.putBanks(copies);
      stored = size;
      const ids = ['bench-0', `bench-${Math.floor(size / 2)}`];
      const time = async (read: () => Promise<unknown>) => {
        const samples: number[] = [];
        for (let i = 0; i < REPEATS; i++) {
          const start = performance.now();
          await read();
          samples.push(performance.now() - start);
        }
        return `${median(samples).toFixed(1)} ms`;
      };
      rows.push({
        banks: size,
        whole: await time(() => Promise.all([banksRepository.listBanks(), banksRepository.listCurrencies()])),
        byKey: await time(() =>
          Promise.all([banksRepository.getBanks(ids), banksRepository.getCurrencies([currencies[0]!.id])]),
        ),
      });
    }
    return rows;
  } finally {
    await dynamodb.stop();
  }
}

const rows = await measure([30, 500, 1_500]);
console.log(
  `\nA supplier's two accounts shown with their banks and currency: the whole directory read (banks and currencies, ` +
    `as before) against the two banks and the currency read by key (now); median of ${REPEATS}, dynalite.`,
);
console.table(
  rows.map((r) => ({ 'banks in the directory': r.banks, 'whole directory': r.whole, 'by key': r.byKey })),
);
