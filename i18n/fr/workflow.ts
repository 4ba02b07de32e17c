export default {
  illegal: 'Cette action n’est pas possible tant que le statut est « %{state} ».',
  tooMany:
    '%{count} enregistrements correspondent : au plus %{limit} peuvent être traités à la fois. Affinez le filtre.',
  comment: 'Commentaire',
  reason: 'Motif (obligatoire)',
  commentOptional: 'Commentaire (facultatif)',
  confirm: 'Confirmer',
  history: 'Historique de la validation',
  noHistory: 'Aucune action de validation pour l’instant.',
  transition: '%{from} → %{to}',
  by: 'par %{name}',
  done: 'Statut mis à jour',
  bulkSelected: '%{action} la sélection',
  bulkFiltered: '%{action} tout le filtre',
  bulkConfirm:
    'Appliquer « %{action} » à chaque enregistrement du filtre courant (%{smart_count} enregistrement) auquel elle s’applique ? |||| Appliquer « %{action} » à chaque enregistrement du filtre courant (%{smart_count} enregistrements) auquel elle s’applique ?',
  bulkDone: '%{smart_count} enregistrement mis à jour |||| %{smart_count} enregistrements mis à jour',
};
