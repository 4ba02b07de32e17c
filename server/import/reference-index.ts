/**
 * Finds the records a file names: a species by name in any language, a village by name within its
 * municipality, a disease by id. Each referenced table is read once per import (reference data is small
 * next to registrations) and answered from memory, so 100,000 rows cost no look-up each.
 */
import { isNull } from 'drizzle-orm';
import { type Ancestor, ancestryOf, type Resource } from '../../resources/kit';
import type { CrudRegistry } from '../crud/context';
import type { Orm } from '../db/connect';
import { idOf, idValue } from '../db/query';
import { columnOf } from '../db/resource-tables';

export type Resolution = { id: number } | { error: 'import.notFound' | 'import.ambiguous' };

const keyText = (value: unknown) => String(value).trim().toLowerCase();

/** The fields that name a record: its unique texts and its representation, in every data language. */
function namingKeys(resource: Resource): string[] {
  const representation = resource.recordRepresentation.split(' ')[0] ?? 'id';
  return Object.entries(resource.fields)
    .filter(([key, field]) => {
      const translation = 'translationOf' in field && field.translationOf === representation;
      const named = field.unique || key === representation || translation;
      return named && ['text', 'translatable', 'email'].includes(field.kind);
    })
    .map(([key]) => key);
}

/** One referenced table in memory: ids by naming value, each row's parent, any field by id. */
export class TargetIndex {
  private readonly byName = new Map<string, number[]>();
  private readonly rows = new Map<number, Record<string, unknown>>();

  constructor(
    readonly resource: Resource,
    /** The key of its parent in its own table (municipality_id for villages), if it has one. */
    readonly parentKey: string | null,
    rows: Record<string, unknown>[],
  ) {
    const keys = namingKeys(resource);
    for (const row of rows) {
      const id = idOf(row);
      this.rows.set(id, row);
      const names = new Set(keys.flatMap((k) => (row[k] ? [keyText(row[k])] : [])));
      for (const name of names) this.byName.set(name, [...(this.byName.get(name) ?? []), id]);
    }
  }

  has = (id: number) => this.rows.has(id);
  field = (id: number, key: string) => this.rows.get(id)?.[key];
  parentOf = (id: number) => (this.parentKey ? idValue(this.rows.get(id)?.[this.parentKey]) : null);

  /** The ids a value names: by name or code first, then as an id. */
  candidates(value: unknown): number[] {
    const named = this.byName.get(keyText(value));
    if (named?.length) return named;
    const id = Number(value);
    return Number.isSafeInteger(id) && this.rows.has(id) ? [id] : [];
  }
}

/** The live rows of the referenced tables of a resource, and of their ancestors, loaded on first use. */
export class ReferenceIndexes {
  private readonly loaded = new Map<string, Promise<TargetIndex>>();
  /** Each resource's ancestry, walked once (it is asked for every row). */
  private readonly chains = new Map<string, Ancestor[]>();

  constructor(
    private readonly reg: CrudRegistry,
    private readonly orm: Orm,
  ) {}

  private chainOf(name: string): Ancestor[] {
    let chain = this.chains.get(name);
    if (!chain) {
      chain = ancestryOf(name, this.reg.resources);
      this.chains.set(name, chain);
    }
    return chain;
  }

  index(name: string): Promise<TargetIndex> {
    let index = this.loaded.get(name);
    if (!index) {
      index = this.load(name);
      this.loaded.set(name, index);
    }
    return index;
  }

  private async load(name: string) {
    const resource = this.reg.resource(name);
    const table = this.reg.table(name);
    const parentKey = this.chainOf(name).at(-1)?.key ?? null;
    const live = resource.softDelete ? isNull(columnOf(table, 'deleted_at')) : undefined;
    const rows = await this.orm.select().from(table).where(live);
    return new TargetIndex(resource, parentKey, rows);
  }

  /**
   * The record a value names in `target`, narrowed by the ancestors the row names (hints by key:
   * {department_id: 'Dababa'}) when its name alone is ambiguous or must lie under them.
   */
  async resolve(target: string, value: unknown, hints: Record<string, unknown>): Promise<Resolution> {
    const chain = this.chainOf(target);
    let under: { level: string; id: number } | null = null;
    for (const ancestor of chain) {
      const hint = hints[ancestor.key];
      if (hint === undefined || hint === null || hint === '') continue;
      const found = await this.pick(ancestor.resource, hint, under);
      if ('error' in found) return found;
      under = { level: ancestor.resource, id: found.id };
    }
    return this.pick(target, value, under);
  }

  private async pick(target: string, value: unknown, under: { level: string; id: number } | null) {
    const index = await this.index(target);
    let ids = index.candidates(value);
    if (under) {
      const inside: number[] = [];
      for (const id of ids) if (await this.isUnder(target, id, under)) inside.push(id);
      ids = inside;
    }
    const [id, another] = ids;
    if (id === undefined) return { error: 'import.notFound' } as const;
    if (another !== undefined) return { error: 'import.ambiguous' } as const;
    return { id };
  }

  /** Whether a record of `name` lies under the given ancestor, walking parents up. */
  private async isUnder(name: string, id: number, ancestor: { level: string; id: number }) {
    const chain = this.chainOf(name);
    let level = name;
    let current: number | null = id;
    for (let i = chain.length - 1; i >= 0 && current !== null; i--) {
      current = (await this.index(level)).parentOf(current);
      level = chain[i]?.resource ?? level;
      if (level === ancestor.level) return current === ancestor.id;
    }
    return false;
  }
}
