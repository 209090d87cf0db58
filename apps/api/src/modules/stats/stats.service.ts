import type { StatsResponse } from '@hotel/contracts';
import type { Db } from '@hotel/db';
import { compactCounters, needsCompaction, readStats } from './stats.repository.ts';

export function createStatsService({ db }: { db: Db }) {
  return {
    async get(): Promise<StatsResponse> {
      const s = await readStats(db);
      // After the answer is computed: the sums are already exact, compaction only keeps the next read small.
      if (needsCompaction(s.rows)) await compactCounters(db);
      return {
        totalHotels: s.total,
        totalSnippets: s.snippets,
        totalProfiles: s.profiles,
        pendingScrapes: s.pending + s.processing,
        byStatus: { pending: s.pending, processing: s.processing, completed: s.completed, error: s.error },
      };
    },
  };
}

export type StatsService = ReturnType<typeof createStatsService>;
