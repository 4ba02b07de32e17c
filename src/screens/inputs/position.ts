import { isRecord } from '../../../shared/narrow';
import type { Position } from './map/CoordinatesMap';

/** The position a form value or a record's coordinates hold, or null when it is not a valid one. */
export const positionOf = (value: unknown): Position | null => {
  const { lat, lng }: Record<string, unknown> = isRecord(value) ? value : {};
  const [la = Number.NaN, ln = Number.NaN] = [lat, lng].map((v) =>
    v === '' || v === null || v === undefined ? Number.NaN : Number(v),
  );
  return Number.isFinite(la) && Number.isFinite(ln) && Math.abs(la) <= 90 && Math.abs(ln) <= 180
    ? { lat: la, lng: ln }
    : null;
};
