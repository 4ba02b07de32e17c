import { CacheProvider } from '@emotion/react';
import { screen as dom, fireEvent, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { type AuthProvider, ResourceDefinitionContextProvider } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { emotionCacheFor } from '../../../src/providers/directionCache';
import { memoryDataProvider } from './support/memoryDataProvider';
import { stubPhoneWidth } from './support/phoneWidth';
import { renderScreen, screen } from './support/renderScreen';

const provinces = [
  { id: 1, reference: 'P-01', code: 'CE', name: 'Centre', created_at: '2025-01-02T10:00:00Z' },
  { id: 2, reference: 'P-02', code: 'LT', name: 'Littoral', created_at: '2025-01-03T10:00:00Z' },
  {
    id: 3,
    reference: 'P-03',
    code: 'OU',
    name: 'Ouest',
    created_at: '2025-01-04T10:00:00Z',
    deleted_at: '2025-02-01T00:00:00Z',
  },
];

const ProvinceList = screen('provinces', 'list');

describe('generated list', () => {
  it('shows the provinces columns, rows and a search box, sorted and paged as the module says', async () => {
    const dataProvider = memoryDataProvider({ 'locations/provinces': provinces });
    renderScreen(<ProvinceList />, { dataProvider });

    expect(await dom.findByText('Centre')).toBeTruthy();
    expect(dom.getByText('Littoral')).toBeTruthy();
    expect(dom.getByText('P-01')).toBeTruthy();
    expect(dom.queryByText('Ouest')).toBeNull();
    expect(dom.getAllByLabelText('Edit')).toHaveLength(2);
    for (const header of ['Reference', 'Code', 'Name', 'Created at']) {
      expect(dom.getAllByText(header).length).toBeGreaterThan(0);
    }
    expect(dom.getByPlaceholderText('Search')).toBeTruthy();
    expect(dataProvider.getList).toHaveBeenCalledWith(
      'locations/provinces',
      expect.objectContaining({
        pagination: { page: 1, perPage: 10 },
        sort: { field: 'name', order: 'ASC' },
      }),
    );
  });

  it('hides the write buttons when canAccess denies them', async () => {
    const authProvider: AuthProvider = {
      login: async () => {},
      logout: async () => {},
      checkAuth: async () => {},
      checkError: async () => {},
      getPermissions: async () => [],
      canAccess: async ({ action }) => action === 'list' || action === 'show',
    };
    const dataProvider = memoryDataProvider({ 'locations/provinces': provinces });
    renderScreen(<ProvinceList />, { dataProvider, authProvider });

    expect(await dom.findByText('Centre')).toBeTruthy();
    expect(dom.queryByLabelText('Create')).toBeNull();
    expect(dom.queryByLabelText('Edit')).toBeNull();
    expect(dom.queryByLabelText('Delete')).toBeNull();
  });

  it('browses the trash and restores a record through dataProvider.restore', async () => {
    const restore = vi.fn(async () => ({ data: provinces[2] }));
    const dataProvider = memoryDataProvider({ 'locations/provinces': provinces }, { restore } as object);
    renderScreen(<ProvinceList />, { dataProvider });
    await dom.findByText('Centre');

    fireEvent.click(dom.getByLabelText('Show trash'));
    await waitFor(() =>
      expect(dataProvider.getList).toHaveBeenLastCalledWith(
        'locations/provinces',
        expect.objectContaining({ filter: { trashed: 'only' } }),
      ),
    );
    const row = (await dom.findByText('Ouest')).closest('tr') as HTMLElement;
    expect(dom.queryByText('Centre')).toBeNull();
    expect(within(row).queryByLabelText('Edit')).toBeNull();
    fireEvent.click(await within(row).findByLabelText('Restore'));

    await waitFor(() => expect(restore).toHaveBeenCalledWith('locations/provinces', { id: 3 }));
  });

  it('opens on the records again, not the trash, when the user comes back to the list', async () => {
    window.history.replaceState({}, '', '/');
    const dataProvider = memoryDataProvider({ 'locations/provinces': provinces });
    // The list leaves the page and comes back while the app (and react-admin's store) stays.
    function AwayAndBack() {
      const [shown, setShown] = useState(true);
      const navigate = useNavigate();
      // Back through a link to the list (the sidebar's), without the trash's query.
      const go = () => {
        navigate(shown ? '/elsewhere' : '/');
        setShown(!shown);
      };
      return (
        <>
          <button type="button" onClick={go}>
            {shown ? 'away' : 'back'}
          </button>
          {shown && <ProvinceList />}
        </>
      );
    }
    renderScreen(<AwayAndBack />, { dataProvider });
    await dom.findByText('Centre');
    fireEvent.click(dom.getByLabelText('Show trash'));
    await dom.findByText('Ouest');
    fireEvent.click(dom.getByText('away'));
    fireEvent.click(await dom.findByText('back'));
    expect(await dom.findByText('Centre')).toBeTruthy();
    expect(dom.queryByText('Ouest')).toBeNull();
    expect(dom.getByLabelText('Show trash')).toBeTruthy();
  });
});

describe('the list on a phone', () => {
  it("shows each row's references by name under the record's name", async () => {
    stubPhoneWidth();
    try {
      const dataProvider = memoryDataProvider({
        'locations/villages': [{ id: 3, name: 'Nkolbisson', municipality_id: 8, coordinates: null }],
        'locations/municipalities': [{ id: 8, name: 'Yaoundé VII' }],
      });
      const VillageList = screen('villages', 'list');
      // The municipalities have a page to link to, as in the app.
      const definitions = {
        'locations/municipalities': { name: 'locations/municipalities', hasShow: true, hasEdit: true },
      };
      renderScreen(
        <ResourceDefinitionContextProvider definitions={definitions}>
          <VillageList />
        </ResourceDefinitionContextProvider>,
        { dataProvider },
      );

      expect(await dom.findByText('Nkolbisson')).toBeTruthy();
      expect(document.querySelector('table')).toBeNull();
      const municipality = await dom.findByText('Yaoundé VII');
      // The row opens the village: the municipality in it is no link of its own (no link in a link).
      expect(municipality.closest('a')?.getAttribute('href')).toMatch(/villages/);
      expect(document.querySelectorAll('a a')).toHaveLength(0);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('keeps the Add filter button within reach: the toolbar wraps its buttons onto more rows', async () => {
    // On a 390 px screen the registrations' toolbar (add filter, verify all filtered, import, export,
    // trash) is wider than the screen; aligned to the end on one row, it pushed its first button, the
    // only way to add a filter, past the start edge where nothing can scroll to it.
    stubPhoneWidth();
    try {
      const dataProvider = memoryDataProvider({ 'locations/provinces': provinces });
      // The app's own style cache, whose rules stay in the document for getComputedStyle (tests/client/setup.ts).
      renderScreen(
        <CacheProvider value={emotionCacheFor('ltr')}>
          <ProvinceList />
        </CacheProvider>,
        { dataProvider },
      );

      expect(await dom.findByText('Centre')).toBeTruthy();
      const addFilter = await dom.findByLabelText('Add filter');
      const toolbar = addFilter.closest('.MuiToolbar-root');
      expect(toolbar).toBeTruthy();
      expect(getComputedStyle(toolbar as Element).flexWrap).toBe('wrap');
      // First in the toolbar, where a reader of either direction starts.
      expect(toolbar?.querySelector('button')).toBe(addFilter);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('says what an empty reference means where the module tells it', async () => {
    const dataProvider = memoryDataProvider({
      'alerts/index': [
        {
          id: 1,
          rule_id: 2,
          status: 'open',
          disease_id: null,
          province_id: null,
          week: '2026-W47',
          cases: 4,
        },
      ],
      'alerts/rules': [{ id: 2, name: 'Any case' }],
    });
    const AlertList = screen('alerts', 'list');
    renderScreen(<AlertList />, { dataProvider });

    expect(await dom.findByText('any notifiable disease')).toBeTruthy();
    expect(dom.getByText('whole country')).toBeTruthy();
  });
});
