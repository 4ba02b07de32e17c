import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../../../src/providers/i18nProvider';
import { getPreferences } from '../../../src/settings/preferences';
import { THEME_PRESETS } from '../../../src/settings/themePresets';
import { startApi } from '../providers/msw';
import { renderSignedIn } from './support';

const server = startApi();

beforeEach(async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  await i18nProvider.changeLocale('en');
});

const openSettings = async () => {
  fireEvent.click(await screen.findByRole('button', { name: 'Settings' }));
  return screen.findByRole('presentation');
};

describe('the settings panel', () => {
  it('offers ten theme colours and applies one at once', async () => {
    renderSignedIn(server, '/locations/provinces');
    const panel = await openSettings();
    const swatches = within(panel).getAllByRole('radio');
    expect(swatches).toHaveLength(10);
    expect(THEME_PRESETS).toContain('#409EFF');
    fireEvent.click(within(panel).getByRole('radio', { name: '#409EFF' }));
    expect(await screen.findByText('Theme has been changed!')).toBeTruthy();
    expect(getPreferences().themeColor).toBe('#409EFF');
    expect(within(panel).getByRole('radio', { name: '#409EFF' }).getAttribute('aria-checked')).toBe('true');
  });

  it('hides the tabs bar and the sidebar logo, unfixes the header, and remembers it', async () => {
    renderSignedIn(server, '/locations/provinces');
    expect(await screen.findByRole('navigation', { name: 'Open pages' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Animal Health Surveillance' })).toBeTruthy();
    const panel = await openSettings();
    fireEvent.click(within(panel).getByRole('switch', { name: 'Tabs view' }));
    fireEvent.click(within(panel).getByRole('switch', { name: 'Sidebar logo' }));
    fireEvent.click(within(panel).getByRole('switch', { name: 'Fixed header' }));
    fireEvent.click(within(panel).getByRole('button', { name: 'Large' }));
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Open pages' })).toBeNull());
    expect(screen.queryByRole('link', { name: 'Animal Health Surveillance' })).toBeNull();
    expect(document.querySelector('header.MuiAppBar-positionStatic')).not.toBeNull();
    expect(getPreferences()).toMatchObject({
      tabsView: false,
      sidebarLogo: false,
      fixedHeader: false,
      uiSize: 'large',
    });
  });
});
