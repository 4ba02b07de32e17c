/**
 * The edit URL of a record the viewer reads but may not change (issue 11: an alert rule above an
 * area-limited manager's areas), typed in: its page opens instead of a form whose save the server refuses.
 */
import { screen as dom, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type CurrentUser, endSession, startSession } from '../../../src/providers/session';
import { memoryDataProvider } from './support/memoryDataProvider';
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
];

beforeEach(() => {
  window.location.hash = '';
});
afterEach(() => endSession());

describe('the edit URL of an alert rule', () => {
  it('opens the page of a rule above the manager’s areas, not a form', async () => {
    startSession(manager({ provinces: [3] }));
    window.location.hash = '#/alerts/rules/7';
    const RuleEdit = screen('alert_rules', 'edit');
    renderScreen(<RuleEdit id={7} />, { dataProvider: memoryDataProvider({ 'alerts/rules': rules }) });

    await waitFor(() => expect(window.location.hash).toBe('#/alerts/rules/7/show'));
    expect(dom.queryByLabelText('Save')).toBeNull();
  });

  it('keeps the form of a rule of their own province', async () => {
    startSession(manager({ provinces: [3] }));
    window.location.hash = '#/alerts/rules/8';
    const RuleEdit = screen('alert_rules', 'edit');
    renderScreen(<RuleEdit id={8} />, { dataProvider: memoryDataProvider({ 'alerts/rules': rules }) });

    expect(await dom.findByDisplayValue('Province: any case')).toBeTruthy();
    expect(dom.getByLabelText('Save')).toBeTruthy();
    expect(window.location.hash).toBe('#/alerts/rules/8');
  });
});
