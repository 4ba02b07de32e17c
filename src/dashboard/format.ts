/** Numbers and directions in the user's language (Latin digits everywhere, as on the registration forms). */
import { useTheme } from '@mui/material';
import { useMemo } from 'react';
import { useLocale } from 'react-admin';

export function useFormatNumber() {
  const locale = useLocale();
  return useMemo(() => {
    const format = new Intl.NumberFormat(`${locale}-u-nu-latn`);
    return (value: number) => format.format(value);
  }, [locale]);
}

export const useIsRtl = () => useTheme().direction === 'rtl';

/** A share (0–1) as a percentage in the user's language, one decimal at most. */
export function useFormatShare() {
  const locale = useLocale();
  return useMemo(() => {
    const format = new Intl.NumberFormat(`${locale}-u-nu-latn`, {
      style: 'percent',
      maximumFractionDigits: 1,
    });
    return (share: number) => format.format(share);
  }, [locale]);
}
