/**
 * A KoboToolbox-style export of registrations (group paths in the headers, a geopoint column, Kobo's
 * metadata columns), written with write-excel-file: the file the import tests and the e2e upload.
 */
import { randomUUID } from 'node:crypto';
import writeXlsxFile from 'write-excel-file/node';

export interface KoboPlace {
  village: string;
  municipality: string;
  lat: number;
  lng: number;
}

export interface KoboChoices {
  specie: string;
  breed: string;
  diseases: string[];
  places: KoboPlace[];
}

export const KOBO_HEADERS = [
  'start',
  'end',
  'group_animal/espece',
  'group_animal/race',
  'group_animal/maladies',
  'group_animal/males',
  'group_animal/femelles',
  'group_lieu/commune',
  'group_lieu/village',
  'group_lieu/localisation',
  '_id',
  '_uuid',
  '_submission_time',
  '_index',
];

/** The three kinds of bad row, in this order: an unknown village, a negative count, no species. */
export const BAD_ROW_KINDS = ['village', 'maleNumber', 'specie_id'] as const;

/**
 * `count` submissions, each with a fresh Kobo `_uuid`; the rows at `bad` (0-based) are wrong, one kind after
 * the other.
 */
export async function koboRegistrations(choices: KoboChoices, count: number, bad: readonly number[] = []) {
  const rows = Array.from({ length: count }, (_, i) => {
    const place = choices.places[i % choices.places.length] as KoboPlace;
    const kind = bad.includes(i) ? BAD_ROW_KINDS[bad.indexOf(i) % BAD_ROW_KINDS.length] : null;
    const day = new Date(Date.UTC(2026, 0, 1 + (i % 28), 8));
    return [
      day,
      day,
      kind === 'specie_id' ? '' : choices.specie,
      choices.breed,
      choices.diseases.slice(0, 1 + (i % choices.diseases.length)).join(' ; '),
      kind === 'maleNumber' ? -3 : 1 + (i % 7),
      2 + (i % 5),
      place.municipality,
      kind === 'village' ? 'Village-qui-n-existe-pas' : place.village,
      `${place.lat} ${place.lng} 300 5`,
      100_000 + i,
      randomUUID(),
      day,
      i + 1,
    ];
  });
  const sheet = [KOBO_HEADERS, ...rows].map((row) =>
    row.map((value) => (value instanceof Date ? { value, format: 'yyyy-mm-dd hh:mm' } : { value })),
  );
  return writeXlsxFile(sheet).toBuffer();
}
