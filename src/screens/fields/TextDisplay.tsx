import { Typography } from '@mui/material';
import { TextField, useLocale, useRecordContext } from 'react-admin';
import { isLocale } from '../../../i18n/locales';
import type { TextField as TextFieldSpec } from '../../../resources/kit';
import { readableValue } from '../representation';
import { valueTranslator } from '../values/valueTranslators';
import type { DisplayProps } from './types';

/** Codes and references (short texts) stay on one line in a list. */
const SHORT_TEXT = 40;

export function TextDisplay({ source, field, variant, resource }: DisplayProps<TextFieldSpec>) {
  const { max } = field;
  const oneLine = variant === 'list' && max !== undefined && max <= SHORT_TEXT;
  const sx = oneLine ? { whiteSpace: 'nowrap' } : undefined;
  return valueTranslator(resource.name, source) ? (
    <TranslatedText resource={resource} source={source} />
  ) : (
    // Users' text keeps its own direction: French in the Arabic interface ends with its full stop.
    <TextField source={source} sx={sx} dir="auto" />
  );
}

/** The app's own words (a permission's name) in the reader's language. */
function TranslatedText({ resource, source }: Pick<DisplayProps, 'resource' | 'source'>) {
  const record = useRecordContext();
  const locale = useLocale();
  if (!record) return null;
  return (
    <Typography component="span" variant="body2">
      {String(readableValue(resource, record, source, isLocale(locale) ? locale : undefined) ?? '')}
    </Typography>
  );
}
