import type { ReactNode } from 'react';
import type { Resource } from '../../../resources';
import { useResourceTranslate } from '../useResourceTranslate';
import { PermissionMatrix } from './PermissionMatrix';

/** The generic role form, with `permission_ids` shown as the matrix instead of a multi-select. */
export function usePermissionMatrixOverride(resource: Resource): Record<string, ReactNode> {
  const t = useResourceTranslate(resource);
  return { permission_ids: <PermissionMatrix source="permission_ids" label={t.field('permission_ids')} /> };
}
