import type { DashboardSummary, Selection } from '../types';

/** What every dashboard chart receives. */
export interface ChartProps {
  summary: DashboardSummary | undefined;
  loading: boolean;
  selection: Selection;
  /** Opens the registrations list behind a chart element. */
  onOpen: (path: string) => void;
}
