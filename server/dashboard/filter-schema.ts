/** The dashboard's selection in a query string, shared by its endpoints' schemas. */
import type { JsonSchema } from '../schemas/json-schema';
import { MAX_YEAR, MIN_YEAR } from './params';

export const text = (description: string, examples: string[]): JsonSchema => ({
  type: 'string',
  maxLength: 100,
  description,
  examples,
});

export const filters = {
  specie_id: text('only this species (id)', ['1']),
  year: text(`only this year (${MIN_YEAR}–${MAX_YEAR})`, ['2026']),
  province_id: text("only this province (id); within the viewer's areas", ['1']),
  from: text('from this local day (YYYY-MM-DD), included', ['2026-01-15']),
  to: text('up to this local day (YYYY-MM-DD), included', ['2026-03-31']),
  confirmed: text(
    'true: confirmed cases only (clinical or laboratory) in counts, charts and map; the timeliness delays stay over every report',
    ['true'],
  ),
};
