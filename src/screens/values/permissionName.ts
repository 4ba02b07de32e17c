import type { Locale } from '../../../i18n/locales';
import { resources } from '../../../resources';
import { translate } from '../../providers/catalogues';

const PHRASES = 'resources.permissions.values.name';

/**
 * A permission's name in the reader's language. Stored names are the registry's English words ("manage
 * registration"): the catalogue has a phrase for each; a permission added to the registry since reads as
 * its verb and its resource's translated name ("Gérer : Alertes"), and only an unknown one as stored.
 */
export function permissionName(name: string, locale: Locale): string {
  const [verb = '', ...object] = name.split(' ');
  const target = resources.find((resource) => resource.singular === object.join(' '));
  const composed = target
    ? translate(locale, `resources.permissions.verbs.${verb}`, {
        resource: translate(locale, `resources.${target.name}.name`, { smart_count: 2, _: target.name }),
        _: name,
      })
    : name;
  return translate(locale, `${PHRASES}.${name}`, { _: composed });
}
