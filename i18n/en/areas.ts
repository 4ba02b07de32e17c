export default {
  title: 'My areas',
  national: 'National: you see and manage the whole country.',
  limited: 'You see and manage only what lies in these areas and below them.',
  within: 'in %{path}',
  mine: 'My areas',
  others: 'Other places',
};
