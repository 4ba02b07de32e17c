import { PRIMARY_COLOR } from '../providers/theme';

/** The ten theme colours offered by the settings panel; the product's green first. */
export const THEME_PRESETS = [
  PRIMARY_COLOR,
  '#409EFF',
  '#1890ff',
  '#304156',
  '#11a983',
  '#13c2c2',
  '#6959CD',
  '#f5222d',
  '#fa541c',
  '#faad14',
] as const;
