import { NumberField, useLocaleState } from 'react-admin';
import type { DisplayProps } from './types';

export function NumberDisplay({ source }: DisplayProps) {
  const [locale] = useLocaleState();
  return <NumberField source={source} locales={locale} />;
}
