export default {
  illegal: 'This action is not possible while the status is “%{state}”.',
  tooMany: '%{count} records match: at most %{limit} can be processed at once. Narrow the filter.',
  comment: 'Comment',
  reason: 'Reason (required)',
  commentOptional: 'Comment (optional)',
  confirm: 'Confirm',
  history: 'Review history',
  noHistory: 'No review action yet.',
  transition: '%{from} → %{to}',
  by: 'by %{name}',
  done: 'Status updated',
  bulkSelected: '%{action} the selection',
  bulkFiltered: '%{action} all filtered',
  bulkConfirm:
    'Apply “%{action}” to every record of the current filter (%{smart_count} record) that it applies to? |||| Apply “%{action}” to every record of the current filter (%{smart_count} records) that it applies to?',
  bulkDone: '%{smart_count} record updated |||| %{smart_count} records updated',
};
