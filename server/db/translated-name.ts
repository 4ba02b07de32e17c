import { type SQL, sql } from 'drizzle-orm';
import { DATA_LANGUAGES, DEFAULT_DATA_LANGUAGE, translationKey } from '../../resources/kit';

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

/**
 * `alias.key` read in `language`, falling back to the default language: `coalesce(s.name_ar, s.name)`.
 * For hand-written queries (dashboard, map) that join reference tables by alias.
 */
export function translatedName(alias: string, language: string = DEFAULT_DATA_LANGUAGE, key = 'name'): SQL {
  if (!IDENTIFIER.test(alias) || !IDENTIFIER.test(key)) throw new Error(`bad identifier ${alias}.${key}`);
  const base = `${alias}.${key}`;
  const known = DATA_LANGUAGES.find((l) => l === language);
  if (!known || known === DEFAULT_DATA_LANGUAGE) return sql.raw(base);
  return sql.raw(`coalesce(${alias}.${translationKey(key, known)}, ${base})`);
}
