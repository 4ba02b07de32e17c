import { Box, Typography } from '@mui/material';
import { Fragment, type ReactNode } from 'react';
import { SimpleForm } from 'react-admin';
import type { Resource } from '../../../resources';
import { type FieldEntry, formFields } from '../fieldSelections';
import { inputFor } from '../inputs/inputByKind';
import { useResourceTranslate } from '../useResourceTranslate';
import type { FormMode } from '../validation/validatorsFor';
import { FormToolbar } from './FormToolbar';
import { formSections, isWide } from './formSections';

export interface GenericFormProps {
  resource: Resource;
  mode: FormMode;
  /** Custom inputs replacing the generated one for some fields (the roles' permission matrix). */
  inputOverrides?: Record<string, ReactNode>;
}

export function GenericForm({ resource, mode, inputOverrides = {} }: GenericFormProps) {
  const t = useResourceTranslate(resource);
  const inputs = (entries: FieldEntry[]) =>
    entries.map(([name, field]) => {
      if (name in inputOverrides) return <Fragment key={name}>{inputOverrides[name]}</Fragment>;
      const Input = inputFor(field);
      const input = (
        <Input key={name} resource={resource} source={name} field={field} label={t.field(name)} mode={mode} />
      );
      return isWide(field) && resource.sections.length ? (
        <Box key={name} sx={{ gridColumn: '1 / -1', minWidth: 0 }}>
          {input}
        </Box>
      ) : (
        input
      );
    });

  return (
    // The app's translated validation only: the browser's own popups (type=email, min/max) would speak the
    // browser's language and show before it.
    <SimpleForm noValidate toolbar={<FormToolbar resource={resource} mode={mode} />}>
      {resource.sections.length
        ? formSections(resource).map((section) => (
            <Box
              key={section.name}
              component="section"
              aria-labelledby={`form-section-${section.name}`}
              sx={{ width: '100%', mb: 2 }}
            >
              <Typography
                id={`form-section-${section.name}`}
                component="h2"
                variant="subtitle1"
                sx={{ fontWeight: 600, mb: 1, pb: 0.5, borderBottom: 1, borderColor: 'divider' }}
              >
                {t.section(section.name)}
              </Typography>
              <Box
                sx={{
                  display: 'grid',
                  columnGap: 3,
                  gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
                  '& .MuiFormControl-root': { width: '100%' },
                }}
              >
                {inputs(section.fields)}
              </Box>
            </Box>
          ))
        : inputs(formFields(resource))}
    </SimpleForm>
  );
}
