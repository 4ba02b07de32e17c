import { Box } from '@mui/material';
import { TextInput } from 'react-admin';
import languageNames from '../../../i18n/languages';
import { isRtl } from '../../../i18n/locales';
import { type DataLanguage, translationKeys } from '../../../resources/kit';
import { validatorsFor } from '../validation/validatorsFor';
import type { InputProps } from './types';

const labelIn = (label: string, language: DataLanguage) => `${label} (${languageNames[language]})`;

/**
 * One input per data language, side by side: the default language first (the only one required), each
 * typed in its own direction so Arabic reads right to left even in a French form.
 */
export function TranslatableFieldInput({ resource, source, label, mode }: InputProps) {
  return (
    <Box
      role="group"
      aria-label={label}
      sx={{
        display: 'grid',
        gap: { md: 2 },
        gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
        width: '100%',
      }}
    >
      {translationKeys(source).map(({ language, key }) => {
        const field = resource.fields[key];
        if (field?.kind !== 'translatable') return null;
        return (
          <TextInput
            key={key}
            source={key}
            label={labelIn(label, language)}
            validate={validatorsFor(field, mode)}
            multiline={field.multiline}
            minRows={field.multiline ? 3 : undefined}
            slotProps={{ htmlInput: { lang: language, dir: isRtl(language) ? 'rtl' : 'ltr' } }}
          />
        );
      })}
    </Box>
  );
}
