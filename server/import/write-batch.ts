/**
 * Writes the valid rows of a batch: updates one by one (they are the exception in a field export), new
 * records in one INSERT (and one for their links), and their audit rows in one INSERT (./insert-rows.ts).
 */
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
import { foreignKey } from '../db/resource-tables';
import { auditLog } from '../db/schema';
import { ancestryValues, copiedAncestryOf } from './ancestry';
import { comparable } from './existing';
import { insertRows } from './insert-rows';
import type { ReferenceIndexes } from './reference-index';

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
  /** Generated values ("key:value") this import drew, so that no two of its records get the same. */
  drawn: Set<string>;
  indexes: ReferenceIndexes;
}

const ATTEMPTS = 5;

const nth = <T>(list: readonly T[], i: number): T => {
  const item = list[i];
  if (item === undefined) throw new Error(`no item ${i}`);
  return item;
};

function generatedKey(resource: Resource): string | undefined {
  const keys = Object.entries(resource.fields).flatMap(([key, f]) =>
    f.kind === 'text' && f.generate ? [key] : [],
  );
  if (keys.length > 1) throw new Error(`${resource.name}: an import draws one generated field at most`);
  return keys[0];
}

/** Server-side values of a new record; a generated one is never one this import drew already. */
function preparer(context: WriteContext) {
  const { resource, viewer, drawn } = context;
  return (input: ValidInput) =>
    prepareForWrite(resource, input, {
      creating: true,
      viewerId: viewer.id,
      isTaken: async (key, value) => {
        const v = `${key}:${comparable(resource, key, value)}`;
        if (drawn.has(v)) return true;
        drawn.add(v);
        return false;
      },
    });
}

/**
 * New records; answers their ids in the order of `creates`, and what was written. A generated value (the
 * registration's ref) is drawn without asking the database first: the insert skips a row whose value a
 * stored record holds (ON CONFLICT on the unique index) and that row is drawn again. Rows that bring their
 * own value are written plainly, so that a clash raises the unique violation as any save does.
 */
async function insertCreates(context: WriteContext, creates: readonly ValidInput[]) {
  const { reg, orm, resource } = context;
  const table = reg.table(resource.name);
  const prepare = preparer(context);
  const prepared = await Promise.all(creates.map(prepare));
  const copied = copiedAncestryOf(reg.resources, resource);
  const ancestries = await Promise.all(
    prepared.map((input) =>
      copied ? ancestryValues(context.indexes, copied, input.values[copied.placeKey]) : {},
    ),
  );
  const generated = generatedKey(resource);
  const ids: number[] = [];
  const write = async (indices: readonly number[], skipClashOn?: string) => {
    const rows = indices.map((i) => ({
      ...toColumns(resource, nth(prepared, i).values),
      ...nth(ancestries, i),
    }));
    const written = await insertRows(orm, table, rows, { returnIds: true, skipClashOn });
    const skipped: number[] = [];
    for (const [k, i] of indices.entries()) {
      const id = written[k];
      if (typeof id === 'number') ids[i] = id;
      else skipped.push(i);
    }
    return skipped;
  };
  const drawn = (input: ValidInput) => generated !== undefined && !input.values[generated];
  const given = creates.flatMap((input, i) => (drawn(input) ? [] : [i]));
  let pending = creates.flatMap((input, i) => (drawn(input) ? [i] : []));
  if (given.length) await write(given);
  for (let attempt = 0; generated && pending.length; attempt++) {
    if (attempt === ATTEMPTS)
      throw new Error(`${resource.name}: no unused ${generated} in ${ATTEMPTS} draws`);
    pending = await write(pending, generated);
    for (const i of pending) {
      const input = nth(creates, i);
      prepared[i] = await prepare({ values: { ...input.values, [generated]: null }, links: input.links });
    }
  }
  return { ids: creates.map((_, i) => nth(ids, i)), prepared };
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
    if (pairs.length) await insertRows(orm, reg.link(field.through), pairs);
  }
}

/** Writes a batch; answers the ids of the new records in the order of `creates`. */
export async function writeBatch(context: WriteContext, batch: BatchWrites): Promise<number[]> {
  const { reg, orm, resource, viewer, ip } = context;
  // Updates first, in the file's order: a new record may take a unique value an update gave up.
  for (const { input, existing } of batch.updates) await updateRecord(reg, orm, resource, existing.id, input);
  const { ids, prepared } = await insertCreates(context, batch.creates);
  await insertLinks(
    context,
    prepared.map((input, i) => ({ id: nth(ids, i), input })),
  );
  const actor = { user_id: viewer.id, actor: actorLabel(viewer), resource: resource.name, ip };
  const audits = [
    ...prepared.map((input, i) => ({
      ...actor,
      action: 'create',
      record_id: nth(ids, i),
      changes: changesOf(resource, null, { ...input.values, ...input.links }),
    })),
    ...batch.updates.map(({ input, existing }) => ({
      ...actor,
      action: 'update',
      record_id: existing.id,
      changes: changesOf(resource, existing, { ...existing, ...input.values, ...input.links }),
    })),
  ];
  if (audits.length) await insertRows(orm, auditLog, audits);
  return ids;
}
