/**
 * The case classification rules (issue 10 item 3): a positive laboratory result confirms the case
 * (laboratory) and supersedes a reviewer's classification; otherwise a reviewer's classification stands
 * (it was given with a reason); otherwise samples that are all negative rule the case out, and anything
 * else leaves it suspected.
 */
import { sql } from 'drizzle-orm';
import type { Orm } from '../db/connect';
import { queryRows } from '../db/query';

export type SampleResult = 'pending' | 'positive' | 'negative';

export interface ClassificationState {
  classification: string;
  /** When a reviewer last classified the case by hand (null: never, or superseded by a positive result). */
  reviewedAt: string | Date | null;
}

/** The classification the samples call for, and whether the reviewer's stamp still stands. */
export function classify(
  results: readonly SampleResult[],
  state: ClassificationState,
): { classification: string; reviewStands: boolean } {
  if (results.includes('positive')) return { classification: 'confirmed_laboratory', reviewStands: false };
  if (state.reviewedAt) return { classification: state.classification, reviewStands: true };
  if (results.length && results.every((r) => r === 'negative'))
    return { classification: 'ruled_out', reviewStands: false };
  return { classification: 'suspected', reviewStands: false };
}

export interface FieldChange {
  field: string;
  from: string;
  to: string;
}

/**
 * Recomputes one registration's classification from its samples, in the caller's transaction; returns
 * the change, or null when it stays. The row is locked so two results arriving together agree.
 */
export async function deriveCaseClassification(tx: Orm, registrationId: number): Promise<FieldChange | null> {
  const [row] = await queryRows<{ classification: string; reviewed_at: string | null }>(
    tx,
    sql`SELECT classification, classification_reviewed_at AS reviewed_at
        FROM registrations WHERE id = ${registrationId} FOR UPDATE`,
  );
  if (!row) return null;
  const samples = await queryRows<{ result: SampleResult }>(
    tx,
    sql`SELECT result FROM samples WHERE registration_id = ${registrationId} AND deleted_at IS NULL`,
  );
  const next = classify(
    samples.map((s) => s.result),
    { classification: row.classification, reviewedAt: row.reviewed_at },
  );
  const reviewCleared = !next.reviewStands && row.reviewed_at !== null;
  if (next.classification === row.classification && !reviewCleared) return null;
  await tx.execute(
    sql`UPDATE registrations SET classification = ${next.classification},
          classification_reviewed_at = ${next.reviewStands ? sql`classification_reviewed_at` : sql`NULL`},
          updated_at = now()
        WHERE id = ${registrationId}`,
  );
  return next.classification === row.classification
    ? null
    : { field: 'classification', from: row.classification, to: next.classification };
}
