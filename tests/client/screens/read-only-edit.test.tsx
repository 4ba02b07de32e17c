/**
 * Records the viewer reads but may not change (issue 11: alert rules above an area-limited manager's
 * areas): the edit URL typed in opens the record's page instead of a form whose save the server refuses,
 * and on a phone the rows (buttons, as each row's target is chosen per record) hold no link.
 */
import { screen as dom, waitFor } from '@testing-library/react';
import { HttpResponse, http as mock } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type CurrentUser, endSession, startSession } from '../../../src/providers/session';
import { startApi } from '../providers/msw';
import { memoryDataProvider } from './support/memoryDataProvider';
import { stubPhoneWidth } from './support/phoneWidth';
import { renderScreen, screen } from './support/renderScreen';

const manager = (areas: Record<string, number[]>): CurrentUser => ({
  id: 1,
  name: 'Awa Diallo',
  email: 'awa@example.com',
  username: 'awa',
  avatar: null,
  introduction: null,
  roles: ['RSE'],
  permissions: ['manage alert'],
  locale: 'en',
  active_role: 'RSE',
  areas,
});

const rules = [
  { id: 7, name: 'National: any case', kind: 'any_case', level: 'provinces', threshold: 1 },
  {
    id: 8,
    name: 'Province: any case',
    kind: 'any_case',
    level: 'municipalities',
    threshold: 1,
    province_id: 3,
  },
].map((rule) => ({ ...rule, disease_id: 5, status: 'active' }));
const tables = { 'alerts/rules': rules, 'animals/diseases': [{ id: 5, name: 'Anthrax' }] };

// The rule form's area pickers offer the manager's own province, read from the API.
const server = startApi();
const guera = { level: 'provinces', id: 3, name: 'Guéra' };

beforeEach(() => {
  window.location.hash = '';
  server.use(
    mock.get('/api/user/areas', () =>
      HttpResponse.json({ data: [{ level: 'provinces', id: 3, name: 'Guéra', path: [guera] }] }),
    ),
  );
});
afterEach(() => endSession());

describe('the edit URL of an alert rule', () => {
  it('opens the page of a rule above the manager’s areas, not a form', async () => {
    startSession(manager({ provinces: [3] }));
    window.location.hash = '#/alerts/rules/7';
    const RuleEdit = screen('alert_rules', 'edit');
    renderScreen(<RuleEdit id={7} />, { dataProvider: memoryDataProvider(tables) });

    await waitFor(() => expect(window.location.hash).toBe('#/alerts/rules/7/show'));
    expect(dom.queryByLabelText('Save')).toBeNull();
  });

  it('keeps the form of a rule of their own province', async () => {
    startSession(manager({ provinces: [3] }));
    window.location.hash = '#/alerts/rules/8';
    const RuleEdit = screen('alert_rules', 'edit');
    renderScreen(<RuleEdit id={8} />, { dataProvider: memoryDataProvider(tables) });

    expect(await dom.findByDisplayValue('Province: any case')).toBeTruthy();
    expect(dom.getByLabelText('Save')).toBeTruthy();
    expect(window.location.hash).toBe('#/alerts/rules/8');
  });
});

describe('the alert rules on a phone, for an area-limited manager', () => {
  it('opens each rule where the manager may go, with no link nested in a row', async () => {
    stubPhoneWidth();
    try {
      startSession(manager({ provinces: [3] }));
      const RuleList = screen('alert_rules', 'list');
      renderScreen(<RuleList />, { dataProvider: memoryDataProvider(tables) });

      expect(await dom.findByText('National: any case')).toBeTruthy();
      expect((await dom.findAllByText('Anthrax')).length).toBe(2);
      const rows = dom.getAllByRole('button').filter((b) => b.textContent?.includes('any case'));
      expect(rows).toHaveLength(2);
      for (const row of rows) expect(row.querySelector('a, button, [role="button"]')).toBeNull();
      rows[0]?.click();
      await waitFor(() => expect(window.location.hash).toBe('#/alerts/rules/7/show'));
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
