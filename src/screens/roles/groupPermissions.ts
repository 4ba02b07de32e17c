import type { RaRecord } from 'react-admin';

export interface PermissionGroup {
  table: string;
  permissions: RaRecord[];
}

/** Rows of the matrix: one per `table_name`, in alphabetical order, permissions sorted by name. */
export function groupPermissions(permissions: RaRecord[]): PermissionGroup[] {
  const byTable = new Map<string, RaRecord[]>();
  for (const permission of permissions) {
    const table = String(permission.table_name ?? '');
    byTable.set(table, [...(byTable.get(table) ?? []), permission]);
  }
  return [...byTable.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([table, rows]) => ({
      table,
      permissions: [...rows].sort((a, b) => String(a.name).localeCompare(String(b.name))),
    }));
}
