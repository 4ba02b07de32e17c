export default {
  illegal: 'هذا الإجراء غير ممكن ما دامت الحالة «%{state}».',
  tooMany: 'يطابق %{count} سجلًا: لا يمكن معالجة أكثر من %{limit} في المرة الواحدة. ضيّق عامل التصفية.',
  comment: 'تعليق',
  reason: 'السبب (إلزامي)',
  commentOptional: 'تعليق (اختياري)',
  confirm: 'تأكيد',
  history: 'سجل المراجعة',
  noHistory: 'لا يوجد أي إجراء مراجعة بعد.',
  transition: '%{from} ← %{to}',
  by: 'بواسطة %{name}',
  done: 'تم تحديث الحالة',
  bulkSelected: '%{action} المحدد',
  bulkFiltered: '%{action} كل النتائج المصفاة',
  bulkConfirm:
    'تطبيق «%{action}» على كل سجل من التصفية الحالية (%{smart_count} سجل) ينطبق عليه؟ |||| تطبيق «%{action}» على كل سجل من التصفية الحالية (%{smart_count} سجلات) ينطبق عليه؟',
  bulkDone: 'تم تحديث %{smart_count} سجل |||| تم تحديث %{smart_count} سجلات',
};
