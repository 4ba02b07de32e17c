/**
 * index.html's app shell (issue 13): what its inline scripts draw before any module loads, with the words
 * the build writes in (scripts/app-shell.ts), for the visitor's language, page and layout preferences.
 */
import { readFileSync } from 'node:fs';
import { act } from '@testing-library/react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appShell, shellWords } from '../../../scripts/app-shell';
import { AppShellStill } from '../../../src/layout/AppShellStill';

/** Vite's hook as the plugin writes it: the page's html and the path of its entry. */
type HtmlTransform = (html: string, page: { path: string }) => string;
const transform = appShell().transformIndexHtml as HtmlTransform;
const built = transform(readFileSync('index.html', 'utf8'), { path: '/index.html' });

/** Loads the built index.html's body into the test document and runs its inline scripts, as a browser would. */
function openIndex(path: string): void {
  window.history.replaceState(null, '', path);
  const parsed = new DOMParser().parseFromString(built, 'text/html');
  document.head.innerHTML = parsed.head.innerHTML;
  document.body.innerHTML = parsed.body.innerHTML;
  for (const script of parsed.querySelectorAll('script:not([src])')) {
    new Function(script.textContent ?? '')();
  }
}

const shell = () => document.querySelector('#root .shell');
const shellText = () => shell()?.textContent?.replace(/\s+/g, ' ').trim();

afterEach(() => {
  window.history.replaceState(null, '', '/');
  document.documentElement.removeAttribute('lang');
  document.documentElement.removeAttribute('dir');
});

describe('the app shell', () => {
  it('is written into index.html only: the sign-in page (login.html) draws none', () => {
    const login = readFileSync('login.html', 'utf8');
    expect(transform(login, { path: '/login.html' })).toBe(login);
    expect(built).not.toBe(readFileSync('index.html', 'utf8'));
  });

  it('gets its words from the catalogues, in every language', () => {
    const words = shellWords();
    expect(words.fr).toEqual({
      name: 'Surveillance de la santé animale',
      home: 'Accueil',
      timeliness: 'Délais et classification',
      loading: 'Chargement',
    });
    for (const locale of ['en', 'ar'] as const) {
      for (const [name, text] of Object.entries(words[locale])) {
        expect(text, `${locale} ${name}`).not.toBe(words.fr[name as keyof typeof words.fr]);
      }
    }
    expect(built).not.toContain('__APP_SHELL_WORDS__');
  });

  it("draws the dashboard's frame and skeleton in the stored language", () => {
    localStorage.setItem('ah_locale', 'fr');
    openIndex('/dashboard');
    expect(document.documentElement.lang).toBe('fr');
    expect(shellText()).toContain('Délais et classification');
    expect(shellText()).toContain('Accueil');
    expect(document.querySelector('#root [role="status"]')?.textContent).toBe('Chargement');
    // Decorative: assistive technologies hear only the status.
    expect(shell()?.querySelectorAll('[aria-hidden="true"]')).toHaveLength(2);
  });

  it("follows the browser's language when none is stored: Arabic, right to left", () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['ar-TD', 'fr']);
    openIndex('/dashboard');
    expect(document.documentElement.dir).toBe('rtl');
    expect(shellText()).toContain('الآجال والتصنيف');
  });

  it("draws a plain skeleton on other pages, with the user's layout preferences", () => {
    localStorage.setItem('ah_preferences', JSON.stringify({ sidebarOpen: false, tabsView: false }));
    openIndex('/registrations');
    expect(shellText()).not.toContain('Timeliness');
    expect(shell()?.querySelector('.shell-card')).not.toBeNull();
    expect(shell()?.classList).toContain('shell--folded');
    expect(shell()?.classList).toContain('shell--no-tabs');
  });

  it('draws nothing on the sign-in page, which has its own light page', () => {
    openIndex('/login');
    expect(document.getElementById('root')?.childElementCount).toBe(0);
  });
});

describe('<AppShellStill>', () => {
  it("keeps the very shell index.html drew on screen through React's first commit, then gives way", async () => {
    openIndex('/dashboard');
    const drawn = shell();
    const root = createRoot(document.getElementById('root') as HTMLElement);
    await act(async () => root.render(<AppShellStill otherwise={<p>spinner</p>} />));
    expect(shell()).toBe(drawn);
    expect(shellText()).toContain('Timeliness and classification');

    await act(async () => root.render(<p>The layout</p>));
    expect(shell()).toBeNull();
    await act(async () => root.render(<AppShellStill otherwise={<p>spinner</p>} />));
    expect(document.getElementById('root')?.textContent).toBe('spinner');
    act(() => root.unmount());
  });
});
