import { Fragment, type ReactNode } from 'react';
import { SimpleForm } from 'react-admin';
import type { Resource } from '../../../resources';
import { formFields } from '../fieldSelections';
import { inputByKind } from '../inputs/inputByKind';
import { useResourceTranslate } from '../useResourceTranslate';
import type { FormMode } from '../validation/validatorsFor';
import { FormToolbar } from './FormToolbar';

export interface GenericFormProps {
  resource: Resource;
  mode: FormMode;
  /** Custom inputs replacing the generated one for some fields (the roles' permission matrix). */
  inputOverrides?: Record<string, ReactNode>;
}

export function GenericForm({ resource, mode, inputOverrides = {} }: GenericFormProps) {
  const t = useResourceTranslate(resource);
  return (
    <SimpleForm toolbar={<FormToolbar resource={resource} mode={mode} />}>
      {formFields(resource).map(([name, field]) => {
        if (name in inputOverrides) return <Fragment key={name}>{inputOverrides[name]}</Fragment>;
        const Input = inputByKind[field.kind];
        return (
          <Input
            key={name}
            resource={resource}
            source={name}
            field={field}
            label={t.field(name)}
            mode={mode}
          />
        );
      })}
    </SimpleForm>
  );
}
