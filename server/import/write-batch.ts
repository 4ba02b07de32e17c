/**
 * Writes the valid rows of a batch: new records in one multi-row INSERT (and one for their links),
 * updates one by one (they are the exception in a field export), and their audit rows in one INSERT.
 */
import { inArray, sql } from 'drizzle-orm';
import type { Resource } from '../../resources/kit';
import { changesOf } from '../audit/changes';
import { actorLabel } from '../audit/record';
import type { SessionViewer } from '../auth/session-store';
import type { CrudRegistry } from '../crud/context';
import { prepareForWrite } from '../crud/prepare';
import type { StoredRecord } from '../crud/serialize';
import { toColumns } from '../crud/serialize';
import { updateRecord } from '../crud/store';
import type { ValidInput } from '../crud/validate';
import type { Orm } from '../db/connect';
import { idOf } from '../db/query';
import { columnOf, foreignKey } from '../db/resource-tables';
import { auditLog } from '../db/schema';
import { comparable } from './existing';

export interface BatchWrites {
  creates: ValidInput[];
  updates: { input: ValidInput; existing: StoredRecord }[];
}

export interface WriteContext {
  reg: CrudRegistry;
  orm: Orm;
  resource: Resource;
  viewer: SessionViewer;
  ip: string;
}

/** Generated values (registration refs) of new rows, drawn again while one is already stored. */
async function prepareCreates(context: WriteContext, creates: ValidInput[]) {
  const { reg, orm, resource, viewer } = context;
  const generated = Object.entries(resource.fields).flatMap(([key, f]) =>
    f.kind === 'text' && f.generate ? [key] : [],
  );
  const taken = new Set<string>();
  const drawn = new Set<string>();
  const prepare = (input: ValidInput) =>
    prepareForWrite(resource, input, {
      creating: true,
      viewerId: viewer.id,
      isTaken: async (key, value) => {
        const v = `${key}:${comparable(resource, key, value)}`;
        if (taken.has(v) || drawn.has(v)) return true;
        drawn.add(v);
        return false;
      },
    });
  const prepared = await Promise.all(creates.map(prepare));
  for (let attempt = 0; attempt < 5 && generated.length; attempt++) {
    const table = reg.table(resource.name);
    let clash = false;
    for (const key of generated) {
      const values = prepared.map((p) => String(p.values[key]).toLowerCase());
      const rows = await orm
        .select({ value: sql<string>`lower(${columnOf(table, key)})` })
        .from(table)
        .where(inArray(sql`lower(${columnOf(table, key)})`, values));
      for (const row of rows) taken.add(`${key}:${row.value}`);
      for (const [i, p] of prepared.entries()) {
        if (!taken.has(`${key}:${String(p.values[key]).toLowerCase()}`)) continue;
        clash = true;
        const input = creates[i];
        if (input)
          prepared[i] = await prepare({ values: { ...input.values, [key]: null }, links: input.links });
      }
    }
    if (!clash) break;
  }
  return prepared;
}

async function insertLinks(context: WriteContext, rows: { id: number; input: ValidInput }[]) {
  const { reg, orm, resource } = context;
  for (const [key, field] of Object.entries(resource.fields)) {
    if (field.kind !== 'references') continue;
    const own = foreignKey(resource);
    const other = foreignKey(reg.resource(field.target));
    const pairs = rows.flatMap(({ id, input }) =>
      (input.links[key] ?? []).map((t) => ({ [own]: id, [other]: t })),
    );
    if (pairs.length) await orm.insert(reg.link(field.through)).values(pairs);
  }
}

/** Writes a batch; answers the ids of the new records in the order of `creates`. */
export async function writeBatch(context: WriteContext, batch: BatchWrites): Promise<number[]> {
  const { reg, orm, resource, viewer, ip } = context;
  const table = reg.table(resource.name);
  const prepared = await prepareCreates(context, batch.creates);
  let ids: number[] = [];
  if (prepared.length) {
    // PostgreSQL returns the rows of a multi-row INSERT in the order of its VALUES.
    const rows = await orm
      .insert(table)
      .values(prepared.map((p) => toColumns(resource, p.values)))
      .returning({ id: columnOf(table, 'id') });
    ids = rows.map(idOf);
    await insertLinks(
      context,
      prepared.map((input, i) => ({ id: ids[i] as number, input })),
    );
  }
  for (const { input, existing } of batch.updates) await updateRecord(reg, orm, resource, existing.id, input);
  const actor = { user_id: viewer.id, actor: actorLabel(viewer), resource: resource.name, ip };
  const audits = [
    ...prepared.map((input, i) => ({
      ...actor,
      action: 'create',
      record_id: ids[i] as number,
      changes: changesOf(resource, null, { ...input.values, ...input.links }),
    })),
    ...batch.updates.map(({ input, existing }) => ({
      ...actor,
      action: 'update',
      record_id: existing.id,
      changes: changesOf(resource, existing, { ...existing, ...input.values, ...input.links }),
    })),
  ];
  if (audits.length) await orm.insert(auditLog).values(audits);
  return ids;
}
