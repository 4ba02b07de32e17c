/** Species with their breeds, and the diseases of the field. */
import type { Orm } from '../connect';
import { breeds, diseaseSpecies, diseases, species } from '../schema';
import { DISEASES } from './data/diseases';
import { SPECIES } from './data/species';
import type { ModelInput } from './model';

const SPECIES_KEYS = SPECIES.map((s) => s.key);

export async function seedAnimals(tx: Orm): Promise<Omit<ModelInput, 'now'>> {
  const speciesRows = await tx
    .insert(species)
    .values(SPECIES.map(({ name, name_en, name_ar, body }) => ({ name, name_en, name_ar, body })))
    .returning({ id: species.id, name: species.name });
  const speciesId = new Map(speciesRows.map((s) => [s.name, s.id]));

  const breedRows = await tx
    .insert(breeds)
    .values(
      SPECIES.flatMap((s) =>
        s.breeds.map(([name, description, name_en, name_ar]) => ({
          name,
          name_en,
          name_ar,
          description,
          specie_id: speciesId.get(s.name)!,
        })),
      ),
    )
    .returning({ id: breeds.id, specie_id: breeds.specie_id });

  const diseaseRows = await tx
    .insert(diseases)
    .values(
      DISEASES.map(({ name, name_en, name_ar, body, woahListed, notifiable, zoonotic }) => ({
        name,
        name_en,
        name_ar,
        body,
        woah_listed: woahListed,
        notifiable,
        zoonotic,
      })),
    )
    .returning({ id: diseases.id, name: diseases.name });
  const diseaseId = new Map(diseaseRows.map((d) => [d.name, d.id]));
  const speciesIdByKey = new Map(SPECIES.map((s) => [s.key, speciesId.get(s.name)!]));
  await tx.insert(diseaseSpecies).values(
    DISEASES.flatMap((d) =>
      [
        ...new Set([
          ...SPECIES_KEYS.filter((key) => d.species[key] !== undefined),
          ...(d.alsoSusceptible ?? []),
        ]),
      ].map((key) => ({
        disease_id: diseaseId.get(d.name)!,
        specie_id: speciesIdByKey.get(key)!,
      })),
    ),
  );

  return { species: speciesRows, breeds: breedRows, diseases: diseaseRows };
}
