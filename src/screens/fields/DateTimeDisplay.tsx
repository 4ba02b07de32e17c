import { DateField, useLocaleState } from 'react-admin';
import type { DisplayProps } from './types';

export function DateTimeDisplay({ source }: DisplayProps) {
  const [locale] = useLocaleState();
  return <DateField source={source} showTime locales={locale} />;
}
