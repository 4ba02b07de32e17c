export default {
  title: 'Mes zones',
  national: 'National : vous voyez et gérez tout le pays.',
  limited: 'Vous ne voyez et ne gérez que ce qui se trouve dans ces zones et en dessous.',
  within: 'dans %{path}',
  mine: 'Mes zones',
  others: 'Autres lieux',
};
