import { backOffice, date, defineResource, enumeration, reference, text } from './kit';
import { VALIDATE_REGISTRATION } from './registrations';

export const SAMPLE_RESULTS = ['pending', 'positive', 'negative'] as const;

/**
 * Laboratory samples of a registration: a child collection shown and edited on the registration's page.
 * Their results classify the case (server/case/classification.ts). Recorded by the reviewers.
 */
export default defineResource({
  name: 'samples',
  singular: 'sample',
  route: '/registrations/samples',
  menu: 'registrations',
  icon: 'Science',
  inMenu: false,
  permission: VALIDATE_REGISTRATION,
  fields: {
    registration_id: reference('registrations', {
      required: true,
      partOf: true,
      onDelete: 'cascade',
      filter: true,
    }),
    sample_date: date({
      required: true,
      notAfter: ['today'],
      list: true,
      sort: true,
      filter: true,
    }),
    laboratory: text({ required: true, max: 150, list: true, search: true }),
    test: text({ required: true, max: 150, list: true, search: true }),
    result: enumeration(SAMPLE_RESULTS, { default: 'pending', list: true, filter: true, sort: true }),
    // Once a result is in, it has a day, on or after the sample's.
    result_date: date({
      notAfter: ['today'],
      notBefore: ['sample_date'],
      requiredWhen: { field: 'result', except: ['pending'] },
      list: true,
      sort: true,
    }),
  },
  defaultSort: ['sample_date', 'DESC'],
  recordRepresentation: 'test',
  access: { read: backOffice },
  labels: {
    en: {
      name: { one: 'Laboratory sample', other: 'Laboratory samples' },
      fields: {
        registration_id: 'Registration',
        registration: 'Registration',
        sample_date: 'Sample date',
        laboratory: 'Laboratory',
        test: 'Test',
        result: 'Result',
        result_date: 'Result date',
      },
      values: { result: { pending: 'Pending', positive: 'Positive', negative: 'Negative' } },
    },
    fr: {
      name: { one: 'Prélèvement', other: 'Prélèvements' },
      fields: {
        registration_id: 'Enregistrement',
        registration: 'Enregistrement',
        sample_date: 'Date du prélèvement',
        laboratory: 'Laboratoire',
        test: 'Analyse',
        result: 'Résultat',
        result_date: 'Date du résultat',
      },
      values: { result: { pending: 'En attente', positive: 'Positif', negative: 'Négatif' } },
    },
    ar: {
      name: { one: 'عينة مخبرية', other: 'العينات المخبرية' },
      fields: {
        registration_id: 'التسجيل',
        registration: 'التسجيل',
        sample_date: 'تاريخ أخذ العينة',
        laboratory: 'المختبر',
        test: 'الفحص',
        result: 'النتيجة',
        result_date: 'تاريخ النتيجة',
      },
      values: { result: { pending: 'قيد الانتظار', positive: 'إيجابية', negative: 'سلبية' } },
    },
  },
});
