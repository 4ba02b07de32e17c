/**
 * The timeliness of the surveillance chain for a selection (issue 10 item 7): median days from onset to
 * report, report to verification and report to confirmation, read from day histograms, and the
 * registrations by case classification.
 */
import { CASE_CLASSIFICATIONS } from '../../resources/registrations';

export const DELAY_MEASURES = ['onset_report', 'report_verification', 'report_confirmation'] as const;
export type DelayMeasure = (typeof DELAY_MEASURES)[number];
export type Classification = (typeof CASE_CLASSIFICATIONS)[number];

/** Registrations of one classification. */
export interface ClassificationGroup {
  classification: string;
  registrations: number;
}

/** Registrations whose delay of one measure is `days` whole days. */
export interface DelayGroup {
  measure: string;
  days: number;
  registrations: number;
}

export interface Delay {
  /** The median in days (the mean of the two middle ones for an even count), null without any. */
  median_days: number | null;
  /** The registrations it is computed over (those with both days known). */
  registrations: number;
}

export interface Timeliness {
  delays: Record<DelayMeasure, Delay>;
  by_classification: Record<Classification, number>;
}

const isClassification = (value: string): value is Classification =>
  CASE_CLASSIFICATIONS.some((classification) => classification === value);

/** The median of a histogram (days → count), without expanding it. */
export function histogramMedian(bins: readonly { days: number; count: number }[]): number | null {
  const sorted = bins.filter((b) => b.count > 0).sort((a, b) => a.days - b.days);
  const total = sorted.reduce((n, b) => n + b.count, 0);
  if (!total) return null;
  // The values of rank ⌈n/2⌉ and ⌊n/2⌋ + 1 (1-based): the same one for an odd count.
  const ranks = [Math.ceil(total / 2), Math.floor(total / 2) + 1];
  const values = ranks.map((rank) => {
    let seen = 0;
    for (const bin of sorted) {
      seen += bin.count;
      if (seen >= rank) return bin.days;
    }
    return sorted[sorted.length - 1]?.days ?? 0;
  });
  return values.reduce((sum, v) => sum + v, 0) / values.length;
}

export function buildTimeliness(
  classifications: readonly ClassificationGroup[],
  delays: readonly DelayGroup[],
): Timeliness {
  const byClassification: Record<Classification, number> = {
    suspected: 0,
    confirmed_clinical: 0,
    confirmed_laboratory: 0,
    ruled_out: 0,
  };
  for (const row of classifications)
    if (isClassification(row.classification))
      byClassification[row.classification] += Number(row.registrations);
  const delayOf = (measure: DelayMeasure): Delay => {
    const bins = delays
      .filter((row) => row.measure === measure)
      .map((row) => ({ days: Number(row.days), count: Number(row.registrations) }));
    return {
      median_days: histogramMedian(bins),
      registrations: bins.reduce((n, b) => n + b.count, 0),
    };
  };
  return {
    delays: {
      onset_report: delayOf('onset_report'),
      report_verification: delayOf('report_verification'),
      report_confirmation: delayOf('report_confirmation'),
    },
    by_classification: byClassification,
  };
}
