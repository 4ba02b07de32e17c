import type { Resource } from '../../resources/kit';
import { idOf } from '../db/query';
import { LAT, LNG } from '../db/resource-tables';
import type { ValidInput } from './validate';

type Row = Record<string, unknown>;

/** A record as the API shows it: its id, and its fields by key (the registry types them at run time). */
export type StoredRecord = { id: number } & Row;

const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : v);

const shownFieldsOf = new WeakMap<Resource, [string, Resource['fields'][string]][]>();

/** The fields a record shows, listed once per resource: lists and exports serialise rows by the million. */
function shownFields(resource: Resource) {
  let fields = shownFieldsOf.get(resource);
  if (!fields) {
    fields = Object.entries(resource.fields).filter(([, field]) => !field.writeOnly && !field.virtual);
    shownFieldsOf.set(resource, fields);
  }
  return fields;
}

/** A database row (plus its many-to-many ids) as the API shows it: no hashes, coordinates as {lat, lng}. */
export function toRecord(resource: Resource, row: Row, links: Record<string, number[]>): StoredRecord {
  const record: StoredRecord = { id: idOf(row) };
  for (const [key, field] of shownFields(resource)) {
    if (field.kind === 'references') record[key] = links[key] ?? [];
    else if (field.kind === 'coordinates') {
      record[key] = row[LAT] === null || row[LAT] === undefined ? null : { lat: row[LAT], lng: row[LNG] };
    } else record[key] = iso(row[key]);
  }
  record.created_at = iso(row.created_at);
  record.updated_at = iso(row.updated_at);
  if (resource.softDelete) record.deleted_at = iso(row.deleted_at ?? null);
  return record;
}

/** Validated values as table columns. */
export function toColumns(resource: Resource, values: ValidInput['values']): Row {
  const columns: Row = {};
  for (const [key, value] of Object.entries(values)) {
    if (resource.fields[key]?.kind === 'coordinates') {
      const c = value as { lat: number; lng: number } | null;
      columns[LAT] = c?.lat ?? null;
      columns[LNG] = c?.lng ?? null;
    } else columns[key] = value;
  }
  return columns;
}
