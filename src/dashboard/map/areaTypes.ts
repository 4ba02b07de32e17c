/** The choropleth's answer, shared with the server (types only). */
export type { AreaLevel, AreasAnswer, AreaValue } from '../../../server/dashboard/area-types';
