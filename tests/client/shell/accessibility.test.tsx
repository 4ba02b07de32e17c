/**
 * WCAG fixes of the shell (issue 13 items 1 and 5): a readable palette for every theme colour, MUI's own
 * words translated, labelled row checkboxes, one level-one heading naming the record, the language choice
 * before signing in.
 */
import { Checkbox, createTheme, getContrastRatio, ThemeProvider } from '@mui/material';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http as mock } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../../src/App';
import { LIGHT_SURFACES, TEXT_CONTRAST } from '../../../src/providers/accessiblePalette';
import { i18nProvider } from '../../../src/providers/i18nProvider';
import { endSession } from '../../../src/providers/session';
import { createAppTheme, SIDEBAR_SELECTED_BACKGROUND } from '../../../src/providers/theme';
import { THEME_PRESETS } from '../../../src/settings/themePresets';
import { quietApi } from '../auth/support';
import { startApi } from '../providers/msw';
import { renderSignedIn } from './support';

const server = startApi();

beforeEach(async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  await i18nProvider.changeLocale('en');
});

const paletteOf = (colour: string) => createTheme(createAppTheme('ltr', colour)).palette;

describe('the theme palette', () => {
  it.each(THEME_PRESETS)('reads at AA with the preset %s', (preset) => {
    const palette = paletteOf(preset);
    for (const surface of LIGHT_SURFACES) {
      expect(getContrastRatio(palette.primary.main, surface)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    }
    expect(getContrastRatio(palette.primary.contrastText, palette.primary.main)).toBeGreaterThanOrEqual(
      TEXT_CONTRAST,
    );
    expect(getContrastRatio(palette.primary.light, SIDEBAR_SELECTED_BACKGROUND)).toBeGreaterThanOrEqual(
      TEXT_CONTRAST,
    );
  });

  it('makes the status colours readable as text too', () => {
    const palette = paletteOf(THEME_PRESETS[0]);
    for (const name of ['secondary', 'error', 'warning', 'info', 'success'] as const) {
      expect(getContrastRatio(palette[name].main, '#ffffff')).toBeGreaterThanOrEqual(TEXT_CONTRAST);
      expect(getContrastRatio('#ffffff', palette[name].main)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    }
  });

  it("gives MUI's own words (Autocomplete's Open, spinners) in the interface language", () => {
    const french = createAppTheme('ltr', undefined, 'medium', 'fr').components;
    expect(french?.MuiAutocomplete?.defaultProps?.openText).toBe('Ouvrir');
    const arabic = createAppTheme('rtl', undefined, 'medium', 'ar').components;
    expect(arabic?.MuiAutocomplete?.defaultProps?.openText).toBe('فتح');
    expect(arabic?.MuiLinearProgress?.defaultProps?.['aria-label']).toBe('جارٍ التحميل');
  });
});

describe('checkboxes', () => {
  it('carry their name on the input, not on the decorative span (react-admin row selection)', () => {
    render(
      <ThemeProvider theme={createTheme(createAppTheme('ltr'))}>
        <Checkbox aria-label="Select this row" />
        <Checkbox inputProps={{ 'aria-label': 'Select all' }} />
      </ThemeProvider>,
    );
    const [row, all] = screen.getAllByRole('checkbox');
    expect(row?.getAttribute('aria-label')).toBe('Select this row');
    expect(row?.parentElement?.hasAttribute('aria-label')).toBe(false);
    expect(all?.getAttribute('aria-label')).toBe('Select all');
  });

  it("keep react-admin's loading placeholder boxes (nameless, unchecked, no handler) out of reach", () => {
    render(
      <ThemeProvider theme={createTheme(createAppTheme('ltr'))}>
        <Checkbox className="select-all" color="primary" checked={false} />
        <Checkbox checked={false} onChange={() => undefined} inputProps={{ 'aria-label': 'Select all' }} />
      </ThemeProvider>,
    );
    const boxes = document.querySelectorAll('input[type="checkbox"]');
    expect(boxes[0]?.getAttribute('aria-hidden')).toBe('true');
    expect(boxes[0]?.getAttribute('tabindex')).toBe('-1');
    expect(boxes[1]?.hasAttribute('aria-hidden')).toBe(false);
    expect(screen.getAllByRole('checkbox')).toHaveLength(1);
  });
});

describe('a record screen', () => {
  it("is headed and tabbed by the record's name, not its id", async () => {
    server.use(mock.get('/api/provinces/9', () => HttpResponse.json({ id: 9, name: 'Kaolack', code: 'KL' })));
    renderSignedIn(server, '/locations/provinces/9');
    const heading = await screen.findByRole('heading', { level: 1, name: /Kaolack/ });
    expect(heading.textContent).toBe('Provinces · Edit · Kaolack');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const tabs = await screen.findByRole('navigation', { name: 'Open pages' });
    await waitFor(() => {
      const tab = tabs.querySelector('[data-tab="/locations/provinces/9"]');
      expect(tab?.textContent).toContain('Kaolack');
      expect(tab?.textContent).not.toContain('#9');
    });
  });
});

describe('the sign-in page', () => {
  it('is a main landmark with a choice of language', async () => {
    endSession();
    quietApi(server);
    window.history.replaceState({}, '', '/login');
    render(<App />);
    const main = await screen.findByRole('main');
    fireEvent.click(within(main).getByRole('button', { name: 'Language' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Français' }));
    expect(await screen.findByRole('button', { name: 'Se connecter' })).toBeTruthy();
    await i18nProvider.changeLocale('en');
  });
});
