/** "1.2 million", "1,2 million", "١٫٢ مليون": two significant digits, the words of the language. */
export const aboutNumber = (value: number, locale: string) =>
  new Intl.NumberFormat(locale, {
    notation: 'compact',
    compactDisplay: 'long',
    maximumSignificantDigits: 2,
  }).format(value);
