import type { Ancestor, ReferenceField } from '../../../resources/kit';
import { requireResource } from '../requireResource';
import { useResourceTranslate } from '../useResourceTranslate';
import { PlainReferenceInput } from './PlainReferenceInput';
import { ScopedReferenceInput } from './ScopedReferenceFieldInput';
import type { InputProps } from './types';
import { useFieldValidators } from './useFieldValidators';
import { CASCADE_PREFIX, useSeedAncestry } from './useSeedAncestry';

/**
 * A picker for a record deep in a hierarchy (a village): one picker per ancestor from the top
 * (province → department → municipality), each narrowing the next. Only the last value is saved; the
 * ancestors live under a form key the request transform drops.
 */
export function CascadingReferenceInput(props: InputProps<ReferenceField> & { ancestry: Ancestor[] }) {
  const { ancestry, source, label } = props;
  const { target } = props.field;
  const validate = useFieldValidators(props);
  useSeedAncestry(source, target, ancestry);
  const levelSource = (level: Ancestor) => `${CASCADE_PREFIX}.${level.resource}`;
  const last = ancestry.at(-1);
  if (!last) throw new Error(`${source}: a cascading reference needs the target's ancestry`);

  return (
    <>
      {ancestry.map((level, index) => {
        const above = ancestry[index - 1] ?? null;
        return (
          <AncestorPicker
            key={level.resource}
            level={level}
            source={levelSource(level)}
            above={above}
            aboveSource={above && levelSource(above)}
          />
        );
      })}
      <ScopedReferenceInput
        source={source}
        target={target}
        label={label}
        validate={validate}
        scopeSource={levelSource(last)}
        filterKey={last.key}
      />
    </>
  );
}

function AncestorPicker(props: {
  level: Ancestor;
  source: string;
  above: Ancestor | null;
  aboveSource: string | null;
}) {
  const { level, source, above, aboveSource } = props;
  const label = useResourceTranslate(requireResource(level.resource)).name(1);
  if (!above || !aboveSource)
    return <PlainReferenceInput source={source} target={level.resource} label={label} />;
  return (
    <ScopedReferenceInput
      source={source}
      target={level.resource}
      label={label}
      scopeSource={aboveSource}
      filterKey={above.key}
    />
  );
}
