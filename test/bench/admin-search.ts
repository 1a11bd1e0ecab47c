import { benchDynamodb } from './bench-dynamodb';

/** Latency percentile (nearest rank) of sorted samples. */
const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

export interface SearchFigures {
  profiles: number;
  seedS: number;
  searches: number;
  p50Ms: number;
  p99Ms: number;
}

const SEARCHES = 400;
const WARM_UP = 50;
const BATCH = 25;
const PARALLEL_BATCHES = 8;

/**
 * The administrators' search by INN (GET /profiles/forms's service: one Query on the index key) on
 * dynalite holding 2,000 and then 200,000 indexed profiles. The profiles are written as the index
 * holds them (every key of the row), straight with BatchWrite: indexing them one by one would take
 * an hour on this machine.
 */
export async function measureAdminSearch(
  sizes: readonly number[] = [2_000, 200_000],
): Promise<SearchFigures[]> {
  const dynamodb = await benchDynamodb('search');
  try {
    // Loaded once the environment points at the emulator: the clients read it when created.
    const { DirectoryCountEntity, DirectoryRowEntity, DirectoryTokenEntity } =
      await import('../../functions/domain/admin/directory-repository');
    const { rowTokens, ALL_TOKEN } = await import('../../functions/domain/admin/search-tokens');
    const { searchProfiles } = await import('../../functions/domain/admin/admin-service');

    const innOf = (i: number) => String(7_000_000_000 + i);
    const rowOf = (i: number) => {
      const row = {
        id: `bench-${i}`,
        login: `bench-${i}@bench.test`,
        name: 'ООО «Бенч»',
        typeName: 'LEGAL' as const,
        code: String(3_000_000 + i),
        registrationStateName: 'REGISTERED',
        taxId: innOf(i),
        kpp: '770101001',
        ogrn: String(1_000_000_000_000 + i),
      };
      return {
        stored: { ...row, userId: row.id, counterpartyId: `cp-${i}` },
        tokens: rowTokens({ ...row, riskTier: null }),
      };
    };

    async function seed(from: number, to: number): Promise<void> {
      let next = from;
      const worker = async () => {
        for (;;) {
          const rows = [];
          while (rows.length < BATCH && next < to) rows.push(rowOf(next++));
          if (rows.length === 0) return;
          await DirectoryTokenEntity.putMany(
            rows.flatMap(({ stored, tokens }) => tokens.map((token) => ({ ...stored, token }))),
          );
          await DirectoryRowEntity.putMany(rows.map(({ stored, tokens }) => ({ ...stored, tokens })));
        }
      };
      await Promise.all(Array.from({ length: PARALLEL_BATCHES }, worker));
      await DirectoryCountEntity.put({ name: ALL_TOKEN, value: to });
    }

    const figures: SearchFigures[] = [];
    let seeded = 0;
    for (const size of sizes) {
      const started = performance.now();
      await seed(seeded, size);
      seeded = size;
      const seedS = Math.round((performance.now() - started) / 100) / 10;
      const latencies: number[] = [];
      // The first searches warm the JIT and the emulator's caches; they are not counted.
      for (let n = 0; n < WARM_UP; n++)
        await searchProfiles({ search: innOf(n % size), offset: 0, limit: 10 });
      for (let n = 0; n < SEARCHES; n++) {
        const i = Math.floor(Math.random() * size);
        const sent = performance.now();
        const found = await searchProfiles({ search: innOf(i), offset: 0, limit: 10 });
        latencies.push(performance.now() - sent);
        if (found.count !== 1) throw new Error(`search for ${innOf(i)} found ${found.count}`);
      }
      latencies.sort((a, b) => a - b);
      figures.push({
        profiles: size,
        seedS,
        searches: SEARCHES,
        p50Ms: Math.round(percentile(latencies, 50) * 10) / 10,
        p99Ms: Math.round(percentile(latencies, 99) * 10) / 10,
      });
    }
    return figures;
  } finally {
    await dynamodb.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const sizes = process.argv
    .slice(2)
    .map(Number)
    .filter((n) => n > 0);
  for (const f of await measureAdminSearch(sizes.length > 0 ? sizes : undefined))
    console.log(JSON.stringify(f));
}
