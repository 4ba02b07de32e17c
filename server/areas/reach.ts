/**
 * The places of one level a viewer's areas reach: their own, the ones they lie in, and the ones below them.
 * A departmental officer's choropleth shows their province and their department, not every other one at
 * zero (which reads as "no case there" rather than "not yours").
 */
import { type SQL, sql } from 'drizzle-orm';
import { type AreaSet, isNational, LEVELS, type Level } from './levels';

const ids = (list: readonly number[]) =>
  sql.join(
    list.map((id) => sql`${id}`),
    sql`, `,
  );
function levelAt(depth: number): Level {
  const level = LEVELS[depth];
  if (!level) throw new Error(`no level at depth ${depth}`);
  return level;
}
const table = (depth: number) => sql.identifier(levelAt(depth).resource.name);
function parentKey(depth: number) {
  const key = levelAt(depth).parentKey;
  if (!key) throw new Error(`the level at depth ${depth} has no parent`);
  return sql.identifier(key);
}

/**
 * The ids at depth `to` related to `places` (a list or a subquery of ids at depth `at`): walking up to
 * their ancestors or down to their descendants, one nested subquery per level.
 */
function chain(at: number, places: SQL, to: number): SQL {
  if (at === to) return places;
  const step = at > to ? at - 1 : at + 1;
  const next =
    at > to
      ? sql`SELECT ${parentKey(at)} FROM ${table(at)} WHERE id IN (${places})`
      : sql`SELECT id FROM ${table(step)} WHERE ${parentKey(step)} IN (${places})`;
  return chain(step, next, to);
}

/**
 * The condition on `column` (the id of a place of level `levelName`) keeping the places the areas reach;
 * undefined for a national viewer.
 */
export function reachedBy(areas: AreaSet, levelName: string, column: SQL): SQL | undefined {
  if (isNational(areas)) return undefined;
  const to = LEVELS.findIndex((l) => l.resource.name === levelName);
  if (to < 0) throw new Error(`${levelName} is not a level of the hierarchy`);
  const parts = LEVELS.flatMap((level, from) => {
    const list = areas[level.resource.name] ?? [];
    return list.length ? [sql`${column} IN (${chain(from, ids(list), to)})`] : [];
  });
  return sql`(${sql.join(parts, sql` OR `)})`;
}
