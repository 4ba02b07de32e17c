export default {
  title: 'مناطقي',
  national: 'وطني: ترى وتدير البلد بأكمله.',
  limited: 'لا ترى ولا تدير إلا ما يقع في هذه المناطق وما دونها.',
  within: 'في %{path}',
  mine: 'مناطقي',
  others: 'أماكن أخرى',
};
