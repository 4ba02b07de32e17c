import { type ReactNode, useMemo } from 'react';
import {
  ChoicesContextProvider,
  type ChoicesContextValue,
  type RaRecord,
  useChoicesContext,
  useGetMany,
  useTranslate,
} from 'react-admin';
import { idsAtLevel, useMyAreas } from '../../areas/myAreas';
import { raName } from '../raName';
import { requireResource } from '../requireResource';

/** Groups the options: the user's own places, then the others. */
export type GroupBy = ((option: RaRecord) => string) | undefined;

const matchesScope = (record: RaRecord, scope: Record<string, unknown>) =>
  Object.entries(scope).every(([key, value]) => String(record[key]) === String(value));

/**
 * Inside a location picker's ReferenceInput: the user's areas and the places they lie in (a provincial
 * officer's province, a departmental one's province and department) come first, under a heading, before
 * the page of other places. Unsearched, they are added even when the page does not hold them (the
 * villages of a municipality are many); searched, they are only moved up. A national user sees no change.
 */
export function AreasFirstChoices(props: {
  target: string;
  /** The picker's fixed filter (the chosen province): only the user's places inside it are added. */
  scope?: Record<string, unknown>;
  children: (groupBy: GroupBy) => ReactNode;
}) {
  const { target, scope, children } = props;
  const translate = useTranslate();
  const { areas } = useMyAreas();
  const ids = useMemo(() => idsAtLevel(areas, target), [areas, target]);
  const { data: mine } = useGetMany(raName(requireResource(target)), { ids }, { enabled: ids.length > 0 });
  const context = useChoicesContext();
  const value = useMemo(() => {
    if (!ids.length || !context.allChoices) return null;
    const own = new Set<unknown>(ids);
    // react-admin keeps the picker's fixed filter among the filter values: only the rest is a search.
    const searching = Object.entries(context.filterValues ?? {}).some(
      ([key, v]) => !(scope && key in scope) && v !== '' && v != null,
    );
    const found = context.allChoices.filter((choice) => own.has(choice.id));
    const added = searching
      ? []
      : (mine ?? []).filter((r) => !found.some((f) => f.id === r.id) && matchesScope(r, scope ?? {}));
    const first = [...found, ...added];
    if (!first.length) return null;
    const rest = context.allChoices.filter((choice) => !own.has(choice.id));
    return { ...context, allChoices: [...first, ...rest] } as ChoicesContextValue;
  }, [ids, context, mine, scope]);

  if (!value) return <>{children(undefined)}</>;
  const own = new Set<unknown>(ids);
  const groupBy: GroupBy = (option) => translate(own.has(option.id) ? 'areas.mine' : 'areas.others');
  return <ChoicesContextProvider value={value}>{children(groupBy)}</ChoicesContextProvider>;
}
