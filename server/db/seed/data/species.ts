/** Species raised in Chad, their local breeds, and how often each shows up in the registrations (weight). */
export interface SpeciesData {
  key: SpeciesKey;
  name: string;
  name_en: string;
  name_ar: string;
  body: string;
  weight: number;
  breeds: [name: string, description: string, name_en: string, name_ar: string][];
}

export type SpeciesKey = 'cattle' | 'goats' | 'sheep' | 'camels' | 'equines' | 'poultry';

export const SPECIES: SpeciesData[] = [
  {
    key: 'cattle',
    name: 'Bovins',
    name_en: 'Cattle',
    name_ar: 'أبقار',
    body: 'Zébus et taurins élevés en systèmes pastoraux transhumants et agro-pastoraux.',
    weight: 34,
    breeds: [
      [
        'Zébu Arabe',
        'Zébu Choa des éleveurs arabes du Sahel, robe variée, bon marcheur.',
        'Arab Zebu',
        'زيبو عربي',
      ],
      [
        'Zébu Bororo',
        'Grand zébu à robe rouge acajou et longues cornes en lyre, très mobile.',
        'Bororo Zebu',
        'زيبو بورورو',
      ],
      [
        'Zébu Mbororo',
        'Zébu Akou à robe blanche des pasteurs peuls mbororo.',
        'Mbororo Zebu',
        'زيبو مبورورو',
      ],
      ['Kouri', 'Taurin du lac Tchad aux cornes bulbeuses, bon nageur, laitier.', 'Kuri', 'كوري'],
      ['Zébu Peul', 'Zébu peul soudanien des zones agro-pastorales du sud.', 'Fulani Zebu', 'زيبو الفولاني'],
      ['Croisé', 'Produit de croisement entre races locales.', 'Crossbred', 'هجين'],
    ],
  },
  {
    key: 'goats',
    name: 'Caprins',
    name_en: 'Goats',
    name_ar: 'ماعز',
    body: 'Chèvres du Sahel et chèvres naines du sud, élevées pour le lait et la viande.',
    weight: 24,
    breeds: [
      [
        'Chèvre du Sahel',
        'Grande chèvre à longues pattes, adaptée à la transhumance.',
        'Sahelian goat',
        'ماعز الساحل',
      ],
      ['Chèvre Kirdi', 'Chèvre naine du sud, trypanotolérante.', 'Kirdi goat', 'ماعز كيردي'],
      ['Chèvre Arabe', 'Chèvre des éleveurs arabes, robe souvent pie.', 'Arab goat', 'ماعز عربي'],
      ['Chèvre rousse', 'Chèvre à robe rousse, appréciée pour sa peau.', 'Red goat', 'الماعز الأحمر'],
    ],
  },
  {
    key: 'sheep',
    name: 'Ovins',
    name_en: 'Sheep',
    name_ar: 'أغنام',
    body: 'Moutons à poils du Sahel et moutons nains du sud.',
    weight: 18,
    breeds: [
      [
        'Mouton Arabe',
        'Mouton à poils ras des éleveurs arabes, robe blanche ou pie.',
        'Arab sheep',
        'خروف عربي',
      ],
      [
        'Mouton Peul (Oudah)',
        'Grand mouton bicolore noir et blanc.',
        'Fulani sheep (Uda)',
        'خروف الفولاني (أودا)',
      ],
      ['Mouton Kirdi', 'Mouton nain du sud, trypanotolérant.', 'Kirdi sheep', 'خروف كيردي'],
      ['Mouton Bali-Bali', 'Grand mouton blanc des éleveurs peuls.', 'Bali-Bali sheep', 'خروف بالي بالي'],
    ],
  },
  {
    key: 'camels',
    name: 'Camelins',
    name_en: 'Camels',
    name_ar: 'إبل',
    body: 'Dromadaires des zones sahélienne et saharienne, pour le transport, le lait et la viande.',
    weight: 8,
    breeds: [
      [
        'Dromadaire Arabe',
        'Dromadaire de selle et de bât des éleveurs arabes.',
        'Arab dromedary',
        'جمل عربي',
      ],
      ['Dromadaire Toubou', 'Dromadaire de montagne, petit et résistant.', 'Toubou dromedary', 'جمل التبو'],
      [
        'Dromadaire du Kanem',
        'Dromadaire laitier du Kanem et du Barh El Gazel.',
        'Kanem dromedary',
        'جمل كانم',
      ],
    ],
  },
  {
    key: 'equines',
    name: 'Équins',
    name_en: 'Equines',
    name_ar: 'خيليات',
    body: 'Chevaux et ânes, pour la traction, le transport et la monte.',
    weight: 4,
    breeds: [
      ['Cheval Barbe', 'Cheval de selle sahélien, rustique.', 'Barb horse', 'حصان بربري'],
      ['Cheval Dongola', 'Grand cheval de l’est, au profil busqué.', 'Dongola horse', 'حصان دنقلا'],
      ['Poney du Logone', 'Petit cheval des plaines du Logone.', 'Logone pony', 'مهر لوغون'],
      ['Âne du Sahel', 'Âne gris de bât.', 'Sahelian donkey', 'حمار الساحل'],
    ],
  },
  {
    key: 'poultry',
    name: 'Volailles',
    name_en: 'Poultry',
    name_ar: 'دواجن',
    body: 'Poules, pintades et canards en élevage familial ou semi-intensif.',
    weight: 12,
    breeds: [
      ['Poule locale', 'Poule de village en divagation.', 'Local chicken', 'دجاج بلدي'],
      ['Pintade', 'Pintade locale, élevée pour la chair et les œufs.', 'Guinea fowl', 'دجاج غينيا'],
      ['Canard de Barbarie', 'Canard musqué des zones humides.', 'Muscovy duck', 'البط المسكوفي'],
      ['Poulet de chair', 'Souche commerciale élevée autour des villes.', 'Broiler chicken', 'دجاج اللاحم'],
    ],
  },
];
