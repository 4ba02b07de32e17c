import { Typography } from '@mui/material';
import { useLocaleState, useRecordContext } from 'react-admin';
import languageNames from '../../../i18n/languages';
import { translatedValue, translationKeys } from '../../../resources/kit';
import type { DisplayProps } from './types';

const LIST_PREVIEW_LENGTH = 80;

/** Lists show the reader's language (else the default one); the show screen prints every language entered. */
export function TranslatableDisplay({ source, variant }: DisplayProps) {
  const record = useRecordContext();
  const [locale] = useLocaleState();
  if (!record) return null;
  if (variant === 'show') {
    const entered = translationKeys(source).filter(({ key }) => record[key]);
    return (
      <>
        {entered.map(({ language, key }) => (
          <Typography key={key} variant="body2" lang={language} sx={{ whiteSpace: 'pre-wrap' }}>
            <Typography component="span" variant="caption" color="text.secondary">
              {languageNames[language]}:{' '}
            </Typography>
            <bdi>{String(record[key])}</bdi>
          </Typography>
        ))}
      </>
    );
  }
  const value = translatedValue(record, source, locale);
  if (typeof value !== 'string' || value === '') return null;
  const preview = value.length > LIST_PREVIEW_LENGTH ? `${value.slice(0, LIST_PREVIEW_LENGTH)}…` : value;
  return (
    <Typography variant="body2" dir="auto" title={preview === value ? undefined : value}>
      {preview}
    </Typography>
  );
}
