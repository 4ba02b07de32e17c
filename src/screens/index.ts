export { customScreens } from './customScreens';
export { RecordPreview } from './RecordPreview';
export { raName } from './raName';
export { recordRepresentationFor, representRecord } from './representation';
export type { ResourceScreens, ScreenKind } from './screensFor';
export { screensFor } from './screensFor';
export type { ScreenProps } from './screenTypes';
