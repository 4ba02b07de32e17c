/** Case classifications as colours (colour-blind safe), shared by the outbreak map and its legend. */
export const CLASSIFICATION_COLOURS: Record<string, string> = {
  suspected: '#E69F00',
  confirmed_clinical: '#CC79A7',
  confirmed_laboratory: '#D55E00',
};

export const colourOfClassification = (classification: string | null) =>
  CLASSIFICATION_COLOURS[classification ?? 'suspected'] ?? '#0072B2';
