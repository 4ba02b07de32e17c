/**
 * The named server rules that keep a parent's derived fields (`derive` on a field) in step with its child
 * collections, and the policy every child collection's resource gets: after each write or removal of a
 * child, its parent (and its former parent, when it moved) is recomputed in the same transaction, and the
 * listeners hear about the change.
 */
import { containerOf, type Resource } from '../../resources/kit';
import { requireViewer } from '../auth/routes';
import { deriveCaseClassification, type FieldChange } from '../case/classification';
import { emitClassification } from '../case/classification-events';
import type { Orm } from '../db/connect';
import type { WorkflowListener } from '../workflow/events';
import type { ResourcePolicy, WriteContext } from './policy';

type Derivation = (tx: Orm, parentId: number) => Promise<FieldChange | null>;

export const derivations: Record<string, Derivation> = {
  caseClassification: deriveCaseClassification,
};

/** The derivations a resource's fields name, checked at start so a typo fails loudly. */
export function derivationsOf(resource: Resource): Derivation[] {
  return Object.values(resource.fields).flatMap((field) => {
    if (field.kind !== 'enum' || !field.derive) return [];
    const derivation = derivations[field.derive];
    if (!derivation) throw new Error(`${resource.name}: unknown derivation ${field.derive}`);
    return [derivation];
  });
}

/** Adds to each child collection's policy the recomputation of its parent. */
export function withChildPolicies(
  resources: readonly Resource[],
  policies: Record<string, ResourcePolicy>,
  listeners: readonly WorkflowListener[],
): Record<string, ResourcePolicy> {
  const out = { ...policies };
  for (const resource of resources) {
    const container = containerOf(resource);
    const parent = container && resources.find((r) => r.name === container.target);
    if (!container || !parent) continue;
    const rules = derivationsOf(parent);
    if (!rules.length) continue;
    const own = policies[resource.name] ?? {};
    const recompute = async (ctx: WriteContext, ids: unknown[]) => {
      const parents = [...new Set(ids.filter((id): id is number => typeof id === 'number'))];
      for (const id of parents)
        for (const rule of rules) {
          const change = await rule(ctx.orm, id);
          if (change)
            await emitClassification(
              listeners,
              ctx.orm,
              {
                resource: parent.name,
                id,
                viewer: requireViewer(ctx.request),
                from: change.from,
                to: change.to,
              },
              'samples',
            );
        }
    };
    out[resource.name] = {
      ...own,
      async afterWrite(ctx) {
        await own.afterWrite?.(ctx);
        await recompute(ctx, [
          ctx.input?.values[container.key] ?? ctx.existing?.[container.key],
          ctx.existing?.[container.key],
        ]);
      },
      async afterDelete(ctx) {
        await own.afterDelete?.(ctx);
        await recompute(ctx, [ctx.existing?.[container.key]]);
      },
      async afterRestore(ctx) {
        await own.afterRestore?.(ctx);
        await recompute(ctx, [ctx.existing?.[container.key]]);
      },
    };
  }
  return out;
}
