import type { DataProvider, Identifier, RaRecord } from 'react-admin';

/** The trash endpoints the client-core dataProvider adds beside ra-data-simple-rest's methods. */
export type TrashDataProvider = DataProvider & {
  restore: (resource: string, params: { id: Identifier }) => Promise<{ data?: RaRecord }>;
  forceDelete: (resource: string, params: { id: Identifier; previousData?: RaRecord }) => Promise<unknown>;
};
