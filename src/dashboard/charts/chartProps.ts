import type { DashboardSummary, Selection } from '../types';

/** What every dashboard chart receives. */
export interface ChartProps {
  summary: DashboardSummary | undefined;
  loading: boolean;
  selection: Selection;
  /** Opens the registrations list behind a chart element. */
  onOpen: (path: string) => void;
}

/** Long names (diseases, breeds) shortened for an axis; the tooltip shows them in full. */
export const shorten = (text: string, max = 22) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);
