import { screen as dom, fireEvent, waitFor, within } from '@testing-library/react';
import { HttpResponse, http as mock } from 'msw';
import type { AuthProvider } from 'react-admin';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { collectToasts, setXsrfCookie, startApi } from '../providers/msw';
import { memoryDataProvider } from './support/memoryDataProvider';
import { renderScreen, screen } from './support/renderScreen';

const server = startApi();
const toasts = collectToasts();
const REGISTRATIONS = 'registrations/index';

const viewer = (roles: string[], permissions: string[]): AuthProvider => ({
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => ({ roles, permissions, activeRole: roles[0] }),
});
const rse = viewer(['RSE'], ['manage registration', 'validate registration']);
const decideur = viewer(['Décideur'], []);

const registration = (status: string) => ({
  id: 7,
  ref: 'REG-260101-ABCDE',
  status,
  specie_id: null,
  disease_ids: [],
  maleNumber: 1,
  femaleNumber: 2,
  user_id: 99,
});

beforeEach(() => {
  setXsrfCookie('token');
  vi.spyOn(console, 'error').mockImplementation(() => {});
  server.use(
    mock.get('/api/registrations/:id/transitions', () => HttpResponse.json([])),
    mock.get('/api/registrations/:id/outbreaks', () => HttpResponse.json([])),
    mock.get('/api/registrations/:id/photos', () => HttpResponse.json([])),
  );
});

describe('review actions on the show screen', () => {
  const Show = screen('registrations', 'show');

  it('offers a reviewer the actions of the current status, and nothing to a Décideur', async () => {
    const data = { [REGISTRATIONS]: [registration('waiting')] };
    const { unmount } = renderScreen(<Show id={7} />, {
      dataProvider: memoryDataProvider(data),
      authProvider: rse,
    });
    expect(await dom.findByRole('button', { name: 'Verify' })).toBeTruthy();
    expect(dom.getByRole('button', { name: 'Send back' })).toBeTruthy();
    expect(dom.getByRole('button', { name: 'Cancel' })).toBeTruthy();
    expect(dom.queryByRole('button', { name: 'Reopen' })).toBeNull();
    expect(dom.queryByRole('button', { name: 'Resubmit' })).toBeNull();
    unmount();

    renderScreen(<Show id={7} />, { dataProvider: memoryDataProvider(data), authProvider: decideur });
    expect(await dom.findByText('REG-260101-ABCDE')).toBeTruthy();
    expect(dom.queryByRole('button', { name: 'Verify' })).toBeNull();
  });

  it('sends back only with a comment, through POST /api/registrations/:id/send-back', async () => {
    const calls: unknown[] = [];
    server.use(
      mock.post('/api/registrations/:id/send-back', async ({ params, request }) => {
        calls.push({ id: params.id, ...((await request.json()) as object) });
        return HttpResponse.json(registration('returned'));
      }),
    );
    const data = { [REGISTRATIONS]: [registration('waiting')] };
    renderScreen(<Show id={7} />, { dataProvider: memoryDataProvider(data), authProvider: rse });
    fireEvent.click(await dom.findByRole('button', { name: 'Send back' }));
    const dialog = await dom.findByRole('dialog');
    const confirm = within(dialog).getByRole('button', { name: 'Send back' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    fireEvent.change(within(dialog).getByRole('textbox', { name: /reason/i }), {
      target: { value: 'Count again' },
    });
    fireEvent.click(confirm);
    await waitFor(() => expect(calls).toEqual([{ id: '7', comment: 'Count again' }]));
    await waitFor(() => expect(dom.queryByRole('dialog')).toBeNull());
  });

  it('tells a refused action with the spec status message and the server’s reason', async () => {
    server.use(
      mock.post('/api/registrations/:id/verify', () =>
        HttpResponse.json(
          {
            message: 'Please check the information entered',
            errors: { status: ['This action is not possible while the status is “Finished”.'] },
          },
          { status: 422 },
        ),
      ),
    );
    const data = { [REGISTRATIONS]: [registration('waiting')] };
    renderScreen(<Show id={7} />, { dataProvider: memoryDataProvider(data), authProvider: rse });
    fireEvent.click(await dom.findByRole('button', { name: 'Verify' }));
    fireEvent.click(within(await dom.findByRole('dialog')).getByRole('button', { name: 'Verify' }));
    await waitFor(() =>
      expect(toasts).toEqual([
        'Sorry, an error occurred while updating the status: This action is not possible while the status is “Finished”.',
      ]),
    );
    expect(dom.getByRole('dialog')).toBeTruthy();
  });

  it('shows the history: action, statuses, author and comment', async () => {
    server.use(
      mock.get('/api/registrations/:id/transitions', () =>
        HttpResponse.json([
          {
            id: 1,
            action: 'send-back',
            from_state: 'waiting',
            to_state: 'returned',
            comment: 'Count again',
            user_name: 'Awa Diallo',
            created_at: '2026-06-01T10:00:00Z',
          },
        ]),
      ),
    );
    const data = { [REGISTRATIONS]: [registration('returned')] };
    renderScreen(<Show id={7} />, { dataProvider: memoryDataProvider(data), authProvider: rse });
    const history = await dom.findByRole('region', { name: 'Review history' });
    expect(await within(history).findByText('Send back (Waiting → Sent back)')).toBeTruthy();
    expect(within(history).getByText('Count again')).toBeTruthy();
    expect(within(history).getByText(/by Awa Diallo/)).toBeTruthy();
  });
});

describe('bulk verify on the list', () => {
  it('verifies every filtered row after a confirmation naming the count', async () => {
    const calls: unknown[] = [];
    server.use(
      mock.post('/api/registrations/actions/verify', async ({ request }) => {
        calls.push(await request.json());
        return HttpResponse.json({ count: 2 });
      }),
    );
    const List = screen('registrations', 'list');
    const data = {
      [REGISTRATIONS]: [registration('waiting'), { ...registration('waiting'), id: 8, ref: 'REG-2' }],
    };
    renderScreen(<List />, { dataProvider: memoryDataProvider(data), authProvider: rse });
    fireEvent.click(await dom.findByRole('button', { name: 'Verify all filtered' }));
    const dialog = await dom.findByRole('dialog');
    expect(within(dialog).getByText(/current filter \(2 records\)/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(calls).toEqual([{ filter: {}, comment: '' }]));
  });
});
