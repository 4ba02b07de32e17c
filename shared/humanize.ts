/** Last-resort label when a translation is missing: `maleNumber` → "Male number", `specie_id` → "Specie". */
export function humanize(source: string): string {
  const words = source
    .replace(/_ids?$/, '')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
