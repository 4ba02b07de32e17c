export default {
  title: "Accès de l'application mobile",
  help: "Chaque téléphone connecté à l'application mobile détient un jeton d'accès. Révoquez le jeton d'un téléphone perdu ou remplacé : il sera déconnecté à sa prochaine requête.",
  managerHelp:
    "Les téléphones connectés à l'application mobile avec ce compte. Révoquer un jeton déconnecte ce téléphone.",
  none: 'Aucun téléphone connecté.',
  loadFailed: "Les jetons d'accès n'ont pas pu être chargés.",
  columns: {
    device: 'Appareil',
    access: 'Accès',
    created: 'Connecté le',
    lastUsed: 'Dernière utilisation',
    expires: 'Expire',
    actions: 'Actions',
  },
  abilities: { all: 'Lecture et écriture', read: 'Lecture seule', write: 'Écriture seule' },
  thisDevice: 'Cet appareil',
  neverUsed: 'Jamais',
  noExpiry: 'À la révocation',
  revoke: 'Révoquer',
  revokeNamed: 'Révoquer le jeton de %{name}',
  revokeAll: 'Tout révoquer',
  confirmTitle: 'Révoquer ce jeton ?',
  confirmOne: "%{name} sera déconnecté de l'application mobile à sa prochaine requête.",
  confirmAllTitle: 'Révoquer tous les jetons ?',
  confirmAll:
    "Le téléphone connecté avec ce compte sera déconnecté de l'application mobile. |||| Les %{smart_count} téléphones connectés avec ce compte seront déconnectés de l'application mobile.",
  revoked: 'Jeton révoqué |||| %{smart_count} jetons révoqués',
};
