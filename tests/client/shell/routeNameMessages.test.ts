import { describe, expect, it } from 'vitest';
import { messages } from '../../../i18n';
import { createI18nProvider, withRouteNames } from '../../../src/providers/i18nProvider';

describe('react-admin lookups under route-shaped resource names', () => {
  it('find the resource labels in every language', async () => {
    const provider = createI18nProvider();
    await provider.changeLocale('fr');
    expect(provider.translate('resources.locations/provinces.name', { smart_count: 2 })).toBe('Provinces');
    expect(provider.translate('resources.registrations/index.fields.maleNumber')).toBe(
      provider.translate('resources.registrations.fields.maleNumber'),
    );
    await provider.changeLocale('ar');
    expect(provider.translate('resources.animals/species.name', { smart_count: 1 })).toBe(
      provider.translate('resources.species.name', { smart_count: 1 }),
    );
    await provider.changeLocale('en');
  });

  it('leave the API-named keys in place', () => {
    const resources = withRouteNames(messages.en).resources as Record<string, unknown>;
    expect(resources.provinces).toBe(resources['locations/provinces']);
  });
});
