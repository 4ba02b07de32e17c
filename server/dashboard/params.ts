/** Query-string parsing for the dashboard endpoints: typed filters, or a 422 with per-field messages. */
import type { SQL } from 'drizzle-orm';
import { oneOf } from '../../shared/narrow';
import { invalid } from '../http/errors';
import type { Translate } from '../http/locale';
import { AREA_LEVELS, type AreaLevel } from './area-types';
import { addDays, type DayRange, isIsoDay } from './calendar';

const PERIODS = ['month', 'week'] as const;
export type Period = (typeof PERIODS)[number];

export interface DashboardFilters {
  specieId: number | null;
  year: number | null;
  /** The `province_id` filter of the request. */
  provinceId: number | null;
  /** Local days [from, to) of the `from`/`to` filters (inclusive in the query string). */
  range: DayRange | null;
  /** Confirmed cases only (clinical or laboratory): the map and charts; timeliness delays stay whole. */
  confirmed: boolean;
  /**
   * The provinces the answer is limited to (the province filter and the viewer's provinces, intersected);
   * null: every province. Served by the rollups, which are keyed by province.
   */
  provinces?: readonly number[] | null;
  /** The reader's language for species, breed and disease names (default: the data's default language). */
  language?: string;
  /**
   * The viewer's areas finer than a province, as a condition over the registrations (alias `r`): such
   * answers are grouped from the registrations, the rollups being keyed by province only.
   */
  area?: SQL;
}

export interface SummaryParams extends DashboardFilters {
  period: Period;
}

export interface MapParams extends DashboardFilters {
  /** West, south, east, north in degrees. */
  bbox: [number, number, number, number];
  zoom: number;
}

export interface AreaParams extends DashboardFilters {
  level: AreaLevel;
}

export const MIN_YEAR = 1990;
export const MAX_YEAR = 2200;
export const MAX_ZOOM = 22;
/** The range of a `from` or `to` left out. */
export const OPEN_RANGE: DayRange = { from: `${MIN_YEAR}-01-01`, to: `${MAX_YEAR + 1}-01-01` };
const WORLD: MapParams['bbox'] = [-180, -90, 180, 90];

type Query = Record<string, unknown>;
type Errors = Record<string, string[]>;

const text = (query: Query, key: string): string | undefined => {
  const value = query[key];
  const raw = Array.isArray(value) ? value[value.length - 1] : value;
  return typeof raw === 'string' && raw.trim() !== '' ? raw.trim() : undefined;
};

function wholeNumber(query: Query, key: string, min: number, max: number, t: Translate, errors: Errors) {
  const raw = text(query, key);
  if (raw === undefined) return null;
  const value = Number(raw);
  if (!/^-?\d+$/.test(raw) || value < min || value > max) {
    errors[key] = [t('dashboard.errors.range', { min, max })];
    return null;
  }
  return value;
}

function day(query: Query, key: string, t: Translate, errors: Errors): string | null {
  const raw = text(query, key);
  if (raw === undefined) return null;
  if (!isIsoDay(raw) || raw < `${MIN_YEAR}-01-01` || raw > `${MAX_YEAR}-12-31`) {
    errors[key] = [t('dashboard.errors.day', { min: MIN_YEAR, max: MAX_YEAR })];
    return null;
  }
  return raw;
}

/** `confirmed=true|false` (default false). */
function flag(query: Query, key: string, t: Translate, errors: Errors): boolean {
  const raw = text(query, key);
  if (raw === undefined || raw === 'false') return false;
  if (raw === 'true') return true;
  errors[key] = [t('validation.enum', { values: 'true, false' })];
  return false;
}

/** `from` and `to`, inclusive local days, either one optional. */
function range(query: Query, t: Translate, errors: Errors): DayRange | null {
  const from = day(query, 'from', t, errors);
  const to = day(query, 'to', t, errors);
  if (from === null && to === null) return null;
  if (from !== null && to !== null && from > to) {
    errors.to = [t('dashboard.errors.dayOrder')];
    return null;
  }
  return { from: from ?? OPEN_RANGE.from, to: to === null ? OPEN_RANGE.to : addDays(to, 1) };
}

function filters(query: Query, t: Translate, errors: Errors): DashboardFilters {
  return {
    specieId: wholeNumber(query, 'specie_id', 1, 2_147_483_647, t, errors),
    year: wholeNumber(query, 'year', MIN_YEAR, MAX_YEAR, t, errors),
    provinceId: wholeNumber(query, 'province_id', 1, 2_147_483_647, t, errors),
    range: range(query, t, errors),
    confirmed: flag(query, 'confirmed', t, errors),
  };
}

export function parseSummaryParams(query: Query, t: Translate): SummaryParams {
  const errors: Errors = {};
  const base = filters(query, t, errors);
  const period = oneOf(PERIODS, text(query, 'period') ?? 'month');
  if (!period) errors.period = [t('validation.enum', { values: PERIODS.join(', ') })];
  if (!period || Object.keys(errors).length) throw invalid(errors);
  return { ...base, period };
}

/** The selection alone (the outbreaks card). */
export function parseFilterParams(query: Query, t: Translate): DashboardFilters {
  const errors: Errors = {};
  const base = filters(query, t, errors);
  if (Object.keys(errors).length) throw invalid(errors);
  return base;
}

function parseBbox(raw: string | undefined, t: Translate, errors: Errors): MapParams['bbox'] {
  if (raw === undefined) return WORLD;
  const parts = raw.split(',').map((part) => Number(part.trim()));
  const [w = Number.NaN, s = Number.NaN, e = Number.NaN, n = Number.NaN] = parts;
  const ok =
    parts.length === 4 &&
    parts.every(Number.isFinite) &&
    w < e &&
    s < n &&
    s >= -90 &&
    n <= 90 &&
    e - w <= 360;
  if (!ok) {
    errors.bbox = [t('dashboard.errors.bbox')];
    return WORLD;
  }
  // Leaflet's bounds may run past ±180 after panning around the globe: clamp, the data is national.
  return [Math.max(w, -180), s, Math.min(e, 180), n];
}

export function parseMapParams(query: Query, t: Translate): MapParams {
  const errors: Errors = {};
  const base = filters(query, t, errors);
  const bbox = parseBbox(text(query, 'bbox'), t, errors);
  const zoom = wholeNumber(query, 'zoom', 0, MAX_ZOOM, t, errors) ?? 6;
  if (Object.keys(errors).length) throw invalid(errors);
  return { ...base, bbox, zoom };
}

/** `level` province (default) or department; the departments are those of the `province_id` filter. */
export function parseAreaParams(query: Query, t: Translate): AreaParams {
  const errors: Errors = {};
  const base = filters(query, t, errors);
  const level = oneOf(AREA_LEVELS, text(query, 'level') ?? 'province');
  if (!level) errors.level = [t('validation.enum', { values: AREA_LEVELS.join(', ') })];
  else if (level === 'department' && base.provinceId === null && !errors.province_id)
    errors.province_id = [t('dashboard.errors.provinceRequired')];
  if (!level || Object.keys(errors).length) throw invalid(errors);
  return { ...base, level };
}
