/** Species raised in Chad, their local breeds, and how often each shows up in the registrations (weight). */
export interface SpeciesData {
  key: SpeciesKey;
  name: string;
  body: string;
  weight: number;
  breeds: [name: string, description: string][];
}

export type SpeciesKey = 'cattle' | 'goats' | 'sheep' | 'camels' | 'equines' | 'poultry';

export const SPECIES: SpeciesData[] = [
  {
    key: 'cattle',
    name: 'Bovins',
    body: 'Zébus et taurins élevés en systèmes pastoraux transhumants et agro-pastoraux.',
    weight: 34,
    breeds: [
      ['Zébu Arabe', 'Zébu Choa des éleveurs arabes du Sahel, robe variée, bon marcheur.'],
      ['Zébu Bororo', 'Grand zébu à robe rouge acajou et longues cornes en lyre, très mobile.'],
      ['Zébu Mbororo', 'Zébu Akou à robe blanche des pasteurs peuls mbororo.'],
      ['Kouri', 'Taurin du lac Tchad aux cornes bulbeuses, bon nageur, laitier.'],
      ['Zébu Peul', 'Zébu peul soudanien des zones agro-pastorales du sud.'],
      ['Croisé', 'Produit de croisement entre races locales.'],
    ],
  },
  {
    key: 'goats',
    name: 'Caprins',
    body: 'Chèvres du Sahel et chèvres naines du sud, élevées pour le lait et la viande.',
    weight: 24,
    breeds: [
      ['Chèvre du Sahel', 'Grande chèvre à longues pattes, adaptée à la transhumance.'],
      ['Chèvre Kirdi', 'Chèvre naine du sud, trypanotolérante.'],
      ['Chèvre Arabe', 'Chèvre des éleveurs arabes, robe souvent pie.'],
      ['Chèvre rousse', 'Chèvre à robe rousse, appréciée pour sa peau.'],
    ],
  },
  {
    key: 'sheep',
    name: 'Ovins',
    body: 'Moutons à poils du Sahel et moutons nains du sud.',
    weight: 18,
    breeds: [
      ['Mouton Arabe', 'Mouton à poils ras des éleveurs arabes, robe blanche ou pie.'],
      ['Mouton Peul (Oudah)', 'Grand mouton bicolore noir et blanc.'],
      ['Mouton Kirdi', 'Mouton nain du sud, trypanotolérant.'],
      ['Mouton Bali-Bali', 'Grand mouton blanc des éleveurs peuls.'],
    ],
  },
  {
    key: 'camels',
    name: 'Camelins',
    body: 'Dromadaires des zones sahélienne et saharienne, pour le transport, le lait et la viande.',
    weight: 8,
    breeds: [
      ['Dromadaire Arabe', 'Dromadaire de selle et de bât des éleveurs arabes.'],
      ['Dromadaire Toubou', 'Dromadaire de montagne, petit et résistant.'],
      ['Dromadaire du Kanem', 'Dromadaire laitier du Kanem et du Barh El Gazel.'],
    ],
  },
  {
    key: 'equines',
    name: 'Équins',
    body: 'Chevaux et ânes, pour la traction, le transport et la monte.',
    weight: 4,
    breeds: [
      ['Cheval Barbe', 'Cheval de selle sahélien, rustique.'],
      ['Cheval Dongola', 'Grand cheval de l’est, au profil busqué.'],
      ['Poney du Logone', 'Petit cheval des plaines du Logone.'],
      ['Âne du Sahel', 'Âne gris de bât.'],
    ],
  },
  {
    key: 'poultry',
    name: 'Volailles',
    body: 'Poules, pintades et canards en élevage familial ou semi-intensif.',
    weight: 12,
    breeds: [
      ['Poule locale', 'Poule de village en divagation.'],
      ['Pintade', 'Pintade locale, élevée pour la chair et les œufs.'],
      ['Canard de Barbarie', 'Canard musqué des zones humides.'],
      ['Poulet de chair', 'Souche commerciale élevée autour des villes.'],
    ],
  },
];
