export default {
  searchRef: 'Rechercher par référence',
  searchRefPlaceholder: "Référence de l'enregistrement",
  refNotFound: 'Aucun enregistrement ne porte cette référence',
  species: 'Espèce',
  allSpecies: 'Toutes les espèces',
  year: 'Année',
  streetMap: 'Plan',
  satellite: 'Satellite',
  refresh: 'Actualiser',
  totals: {
    registrations: 'Enregistrements',
    sickAnimals: 'Animaux malades',
    males: 'Mâles',
    females: 'Femelles',
    byStatus: 'Par statut',
  },
  charts: {
    speciesByDisease: 'Espèces touchées par type de maladie',
    diseaseEvolution: 'Évolution des maladies',
    sickBySpecies: 'Animaux malades par espèce',
    byBreed: 'Animaux malades par race',
  },
  monthly: 'Par mois',
  epiWeeks: 'Semaines épidémiologiques',
  week: 'Semaine %{week}',
  noData: 'Aucune donnée pour cette sélection',
  mapUnavailable:
    'Le fond de carte est indisponible (pas de connexion ?). Les enregistrements restent affichés.',
  errors: {
    range: 'Doit être un nombre entier de %{min} à %{max}',
    bbox: 'Attendu : ouest,sud,est,nord en degrés, avec ouest < est et sud < nord',
  },
};
