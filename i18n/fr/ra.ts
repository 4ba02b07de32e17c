import frenchMessages from 'ra-language-french';

const { ra } = frenchMessages;

/**
 * ra-language-french drops %{name} from a few phrases (to dodge French gender agreement); these
 * put it back in a neutral form so every language offers the same placeholders.
 */
export default {
  ...ra,
  message: {
    ...ra.message,
    bulk_delete_content:
      'Êtes-vous sûr(e) de vouloir supprimer cet élément (%{name}) ? |||| Êtes-vous sûr(e) de vouloir supprimer ces %{smart_count} éléments ?',
    bulk_update_content:
      'Êtes-vous sûr(e) de vouloir modifier %{name} %{recordRepresentation} ? |||| Êtes-vous sûr(e) de vouloir modifier ces %{smart_count} éléments ?',
    delete_content: 'Êtes-vous sûr(e) de vouloir supprimer cet élément (%{name}) ?',
  },
  navigation: {
    ...ra.navigation,
    no_filtered_results: '%{name} : aucun résultat avec les filtres actuels.',
    no_results: '%{name} : aucun résultat',
  },
};
