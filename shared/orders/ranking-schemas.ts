import { z } from 'zod';
import { fileKeySchema } from '../jobs/job-schemas';

/**
 * Ranking import (spec §7 `adminRegistrations.importRanking`) and wave seeding from it (beyond the
 * spec, as RunSignup seeds corrals from finish times).
 *
 * The organiser uploads a CSV or XLSX of previous results with a header row. Each row names a
 * runner of this race by registration id, by e-mail, or by first name + last name (+ birth year
 * when the file has that column), and gives a rank and/or a time. Without a rank column the ranks
 * follow the times (fastest first; equal times share a rank). Column headers (accents, case,
 * spaces and punctuation ignored):
 *
 * | column    | headers                                                           |
 * |-----------|-------------------------------------------------------------------|
 * | id        | id, registrationId, itemId, orderId, ID registrace, Registrace    |
 * | email     | email, e-mail, E-mailová adresa, Mail                             |
 * | firstName | firstName, Jméno, First name                                      |
 * | lastName  | lastName, Příjmení, Last name, Surname                            |
 * | birthYear | birthYear, Ročník, Rok narození, Datum narození, birthDate, Born  |
 * | rank      | rank, Pořadí, Umístění, Place, Position, Pos, Poř.                |
 * | time      | time, Čas, Výsledný čas, Cílový čas, Finish time, Net time        |
 *
 * A preview job matches and writes nothing; the apply job stores rank and time on the matched
 * registration items (order history per item, series history per import) and clears the rank of
 * the race's items the file no longer ranks, so the race has one ranking: the last applied file.
 */
export const importRankingBodySchema = z
  .object({
    fileKey: fileKeySchema('ranking'),
    /** preview: read and match, write nothing; apply: store the ranks. */
    mode: z.enum(['preview', 'apply']),
  })
  .strict();
export type ImportRankingBody = z.infer<typeof importRankingBodySchema>;

/** Why a row of the file ranks nobody. */
export const RANKING_ROW_PROBLEMS = [
  'notMatched',
  'ambiguous',
  'invalidRank',
  'duplicateRegistration',
  'changedMeanwhile',
] as const;
export type RankingRowProblem = (typeof RANKING_ROW_PROBLEMS)[number];

/** Rows of the report kept in a job's result (the counts cover all). */
export const RANKING_REPORT_ROWS = 200;

export const rankingProblemSchema = z.object({
  /** 1-based line of the file (the header is line 1). */
  line: z.number().int(),
  problem: z.enum(RANKING_ROW_PROBLEMS),
  /** What the row says: its id, e-mail or name. */
  label: z.string(),
  rank: z.string(),
});

export const rankingAssignmentSchema = z.object({
  line: z.number().int(),
  name: z.string(),
  previousRank: z.number().int().nullable(),
  rank: z.number().int(),
  time: z.string().nullable(),
});

/** The result of a ranking preview or apply job (GET admin/jobs/{id} `result`). */
export const rankingImportResultSchema = z.object({
  mode: z.enum(['preview', 'apply']).default('preview'),
  /** Data rows of the file. */
  rows: z.number().int().default(0),
  /** Registrations ranked (apply) or to rank (preview) with a new rank or time. */
  ranked: z.number().int().default(0),
  /** Rows whose registration already has that rank and time. */
  unchanged: z.number().int().default(0),
  /** Registrations of the race ranked before whose rank the file removes. */
  cleared: z.number().int().default(0),
  problemCount: z.number().int().default(0),
  problems: z.array(rankingProblemSchema).default([]),
  assignments: z.array(rankingAssignmentSchema).default([]),
  /** Required columns the header lacks. */
  missingColumns: z.array(z.string()).default([]),
});
export type RankingImportResult = z.infer<typeof rankingImportResultSchema>;

/** Seed the race's waves from its ranking: preview (writes nothing) or apply. */
export const seedWavesBodySchema = z.object({ mode: z.enum(['preview', 'apply']) }).strict();
export type SeedWavesBody = z.infer<typeof seedWavesBodySchema>;

export const waveSeedMoveSchema = z.object({
  name: z.string(),
  rank: z.number().int(),
  fromWave: z.string(),
  toWave: z.string(),
});

export const waveSeedWaveSchema = z.object({
  guid: z.string(),
  name: z.string(),
  /** 0 = unlimited. */
  capacity: z.number().int(),
  /** Places taken before the seeding (the counter). */
  usedBefore: z.number().int(),
  /** Ranked runners in the wave after the seeding. */
  rankedAfter: z.number().int(),
});

/** The result of a wave seeding preview or apply job. */
export const waveSeedingResultSchema = z.object({
  mode: z.enum(['preview', 'apply']).default('preview'),
  /** Ranked runners holding a wave place (the ones seeded). */
  ranked: z.number().int().default(0),
  /** Runners moved (apply) or to move (preview) to another wave. */
  moved: z.number().int().default(0),
  /** Ranked runners already in their wave. */
  unchanged: z.number().int().default(0),
  /** Ranked runners left in their wave: no wave place held, a relay, or changed meanwhile. */
  skipped: z.number().int().default(0),
  waves: z.array(waveSeedWaveSchema).default([]),
  /** The first moves (RANKING_REPORT_ROWS). */
  moves: z.array(waveSeedMoveSchema).default([]),
});
export type WaveSeedingResult = z.infer<typeof waveSeedingResultSchema>;
