/**
 * Diseases of the field: a short description, the monthly shape of their outbreaks (January to December)
 * and the species they strike with a relative weight.
 */
import type { SpeciesKey } from './species';

export interface DiseaseData {
  name: string;
  name_en: string;
  name_ar: string;
  body: string;
  months: number[];
  /** The species it strikes in the demo's registrations, with a relative weight (also its susceptible species). */
  species: Partial<Record<SpeciesKey, number>>;
  /** On WOAH's list of notifiable terrestrial animal diseases (2025). */
  woahListed: boolean;
  /** Reported immediately to the national veterinary services. */
  notifiable: boolean;
  /** Transmissible to people. */
  zoonotic: boolean;
  /** Susceptible species beyond those of the demo's registrations. */
  alsoSusceptible?: SpeciesKey[];
}

export const DISEASES: DiseaseData[] = [
  {
    name: 'Peste des petits ruminants (PPR)',
    name_en: 'Peste des petits ruminants (PPR)',
    name_ar: 'طاعون المجترات الصغيرة',
    body: 'Maladie virale très contagieuse des chèvres et des moutons : fièvre, jetage, diarrhée, forte mortalité.',
    months: [10, 9, 6, 4, 3, 3, 4, 5, 6, 8, 11, 12],
    species: { goats: 35, sheep: 30 },
    woahListed: true,
    notifiable: true,
    zoonotic: false,
    alsoSusceptible: ['camels'],
  },
  {
    name: 'Péripneumonie contagieuse bovine (PPCB)',
    name_en: 'Contagious bovine pleuropneumonia (CBPP)',
    name_ar: 'ذات الرئة والجنب البقري المعدي',
    body: 'Pneumonie à Mycoplasma mycoides des bovins, propagée par les mouvements de troupeaux.',
    months: [8, 9, 9, 8, 6, 4, 3, 3, 3, 4, 6, 8],
    species: { cattle: 15 },
    woahListed: true,
    notifiable: true,
    zoonotic: false,
  },
  {
    name: 'Fièvre aphteuse',
    name_en: 'Foot and mouth disease',
    name_ar: 'الحمى القلاعية',
    body: 'Maladie virale des biongulés : aphtes dans la bouche et sur les pieds, boiteries, chute de lait.',
    months: [11, 10, 9, 6, 4, 3, 2, 2, 3, 4, 7, 9],
    species: { cattle: 15, sheep: 8, goats: 6 },
    woahListed: true,
    notifiable: true,
    zoonotic: false,
    alsoSusceptible: ['camels'],
  },
  {
    name: 'Charbon bactéridien',
    name_en: 'Anthrax',
    name_ar: 'الجمرة الخبيثة',
    body: 'Infection à Bacillus anthracis, mort subite et saignements ; zoonose grave, ne pas ouvrir la carcasse.',
    months: [2, 2, 3, 5, 8, 10, 10, 8, 5, 3, 2, 2],
    species: { cattle: 8, sheep: 6, goats: 5, camels: 10, equines: 10 },
    woahListed: true,
    notifiable: true,
    zoonotic: true,
  },
  {
    name: 'Charbon symptomatique',
    name_en: 'Blackleg',
    name_ar: 'الساق السوداء',
    body: 'Infection à Clostridium chauvoei des jeunes bovins : boiterie, muscles gonflés et crépitants.',
    months: [2, 2, 2, 3, 5, 7, 10, 11, 8, 5, 3, 2],
    species: { cattle: 12, sheep: 2 },
    woahListed: false,
    notifiable: false,
    zoonotic: false,
  },
  {
    name: 'Dermatose nodulaire contagieuse',
    name_en: 'Lumpy skin disease',
    name_ar: 'مرض الجلد العقدي',
    body: 'Maladie virale des bovins transmise par les insectes : nodules sur la peau, fièvre, chute de production.',
    months: [1, 1, 1, 2, 3, 5, 8, 11, 11, 7, 3, 2],
    species: { cattle: 12 },
    woahListed: true,
    notifiable: true,
    zoonotic: false,
  },
  {
    name: 'Clavelée et variole caprine',
    name_en: 'Sheep pox and goat pox',
    name_ar: 'جدري الأغنام وجدري الماعز',
    body: 'Poxviroses des moutons et des chèvres : fièvre, papules et croûtes sur la peau et les muqueuses.',
    months: [8, 7, 5, 3, 2, 2, 3, 4, 5, 6, 8, 9],
    species: { sheep: 18, goats: 15 },
    woahListed: true,
    notifiable: true,
    zoonotic: false,
  },
  {
    name: 'Pasteurellose',
    name_en: 'Pasteurellosis',
    name_ar: 'داء الباستوريلات',
    body: 'Septicémie hémorragique et pneumonie à Pasteurella, favorisées par le froid et la fatigue.',
    months: [10, 8, 5, 4, 4, 5, 7, 6, 5, 6, 9, 11],
    species: { cattle: 12, goats: 15, sheep: 15, camels: 20, poultry: 25 },
    woahListed: false,
    notifiable: false,
    zoonotic: false,
  },
  {
    name: 'Brucellose',
    name_en: 'Brucellosis',
    name_ar: 'داء البروسيلات',
    body: 'Infection à Brucella : avortements, rétentions placentaires ; zoonose (fièvre de Malte).',
    months: [4, 4, 4, 5, 5, 6, 7, 7, 6, 5, 4, 4],
    species: { cattle: 8, goats: 6, sheep: 5, camels: 10 },
    woahListed: true,
    notifiable: true,
    zoonotic: true,
  },
  {
    name: 'Rage',
    name_en: 'Rabies',
    name_ar: 'داء الكلب',
    body: 'Encéphalite virale mortelle transmise par morsure, surtout de chiens ; zoonose.',
    months: [6, 6, 6, 6, 5, 5, 4, 4, 4, 5, 6, 6],
    species: { cattle: 3, goats: 2, camels: 5, equines: 15 },
    woahListed: true,
    notifiable: true,
    zoonotic: true,
    alsoSusceptible: ['sheep'],
  },
  {
    name: 'Trypanosomose',
    name_en: 'Trypanosomosis',
    name_ar: 'داء المثقبيات',
    body: 'Maladie parasitaire transmise par les glossines et les taons : anémie, amaigrissement, avortements.',
    months: [3, 3, 3, 4, 5, 7, 9, 10, 9, 7, 5, 4],
    species: { cattle: 10, camels: 30, equines: 25 },
    woahListed: true,
    notifiable: true,
    zoonotic: false,
    alsoSusceptible: ['goats', 'sheep'],
  },
  {
    name: 'Maladie de Newcastle',
    name_en: 'Newcastle disease',
    name_ar: 'مرض نيوكاسل',
    body: 'Maladie virale des volailles : troubles respiratoires et nerveux, mortalité massive.',
    months: [11, 10, 8, 6, 4, 3, 3, 3, 4, 5, 7, 10],
    species: { poultry: 60 },
    woahListed: true,
    notifiable: true,
    zoonotic: false,
  },
  {
    name: 'Influenza aviaire hautement pathogène',
    name_en: 'Highly pathogenic avian influenza',
    name_ar: 'إنفلونزا الطيور شديدة الإمراض',
    body: 'Grippe aviaire : mortalité brutale des volailles, liée aux oiseaux migrateurs de saison froide.',
    months: [10, 9, 7, 4, 2, 1, 1, 1, 1, 2, 5, 9],
    species: { poultry: 15 },
    woahListed: true,
    notifiable: true,
    zoonotic: true,
  },
  {
    name: 'Peste équine',
    name_en: 'African horse sickness',
    name_ar: 'طاعون الخيل الأفريقي',
    body: 'Maladie virale des équidés transmise par les culicoïdes : œdèmes, détresse respiratoire.',
    months: [1, 1, 1, 1, 2, 3, 6, 9, 11, 8, 3, 1],
    species: { equines: 35 },
    woahListed: true,
    notifiable: true,
    zoonotic: false,
  },
];

/**
 * Field activity by month (January to December): more reports in the rainy season (July to October),
 * when herds gather at the ponds and the veterinary teams tour the villages.
 */
export const FIELD_ACTIVITY = [0.85, 0.8, 0.8, 0.8, 0.85, 1, 1.35, 1.5, 1.5, 1.35, 1, 0.9];
