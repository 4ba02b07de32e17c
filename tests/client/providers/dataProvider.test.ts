import { HttpResponse, http as mock } from 'msw';
import { HttpError } from 'react-admin';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { dataProvider } from '../../../src/providers/dataProvider';
import { collectToasts, setXsrfCookie, startApi } from './msw';

const server = startApi();
const toasts = collectToasts();

beforeEach(() => {
  setXsrfCookie('token');
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

const params = (url: string) => Object.fromEntries(new URL(url).searchParams);

describe('reads', () => {
  it('getList sends sort, range and filter and reads the total from Content-Range', async () => {
    let query: Record<string, string> = {};
    server.use(
      mock.get('/api/provinces', ({ request }) => {
        query = params(request.url);
        return HttpResponse.json([{ id: 11, name: 'Nord' }], {
          headers: { 'Content-Range': 'provinces 10-19/42' },
        });
      }),
    );
    const result = await dataProvider.getList('locations/provinces', {
      pagination: { page: 2, perPage: 10 },
      sort: { field: 'name', order: 'ASC' },
      filter: { q: 'no', trashed: 'only' },
    });
    expect(query).toEqual({
      sort: '["name","ASC"]',
      range: '[10,19]',
      filter: '{"q":"no","trashed":"only"}',
    });
    expect(result).toEqual({
      data: [{ id: 11, name: 'Nord' }],
      total: 42,
      meta: { totalEstimated: false },
    });
  });

  it('getList tells an estimated total apart (X-Total-Estimated)', async () => {
    server.use(
      mock.get('/api/registrations', () =>
        HttpResponse.json([{ id: 1 }], {
          headers: { 'Content-Range': 'registrations 0-0/1234567', 'X-Total-Estimated': 'true' },
        }),
      ),
    );
    const result = await dataProvider.getList('registrations/index', {
      pagination: { page: 1, perPage: 1 },
      sort: { field: 'created_at', order: 'DESC' },
      filter: {},
    });
    expect(result).toMatchObject({ total: 1234567, meta: { totalEstimated: true } });
  });

  it('getList continues from the neighbouring page cursor for next and previous (keyset)', async () => {
    const asked: (string | null)[] = [];
    server.use(
      mock.get('/api/registrations', ({ request }) => {
        const url = new URL(request.url);
        asked.push(url.searchParams.get('cursor'));
        const [start] = JSON.parse(url.searchParams.get('range') ?? '[0]') as number[];
        return HttpResponse.json([{ id: start }], {
          headers: {
            'Content-Range': `registrations ${start}-${start}/5000`,
            'X-Total-Estimated': 'true',
            'X-Cursor-Previous': `before${start}`,
            'X-Cursor-Next': `after${start}`,
          },
        });
      }),
    );
    const page = (n: number, filter = {}) =>
      dataProvider.getList('registrations/index', {
        pagination: { page: n, perPage: 1 },
        sort: { field: 'ref', order: 'ASC' },
        filter,
      });
    await page(1);
    await page(2);
    await page(3);
    await page(2);
    await page(7);
    await page(6);
    await page(2, { status: 'waiting' });
    // Next from page 1 and 2, page 2 again from page 1, a jump without one, previous from page 7, another list.
    expect(asked).toEqual([null, 'after0', 'after1', 'after0', null, 'before6', null]);
  });

  it('getOne and getMany', async () => {
    let filter = '';
    server.use(
      mock.get('/api/species/3', () => HttpResponse.json({ id: 3, name: 'Bovin' })),
      mock.get('/api/species', ({ request }) => {
        filter = params(request.url).filter ?? '';
        return HttpResponse.json([{ id: 3 }, { id: 4 }]);
      }),
    );
    expect(await dataProvider.getOne('animals/species', { id: 3 })).toEqual({
      data: { id: 3, name: 'Bovin' },
    });
    expect(await dataProvider.getMany('animals/species', { ids: [3, 4] })).toEqual({
      data: [{ id: 3 }, { id: 4 }],
    });
    expect(JSON.parse(filter)).toEqual({ id: [3, 4] });
  });

  it('lets plain API names through', async () => {
    server.use(mock.get('/api/registrations/5', () => HttpResponse.json({ id: 5 })));
    expect(await dataProvider.getOne('registrations', { id: 5 })).toEqual({ data: { id: 5 } });
    server.use(mock.get('/api/registrations/6', () => HttpResponse.json({ id: 6 })));
    expect(await dataProvider.getOne('registrations/index', { id: 6 })).toEqual({ data: { id: 6 } });
  });
});

describe('writes', () => {
  it('create POSTs the fields and update PUTs them with the XSRF header', async () => {
    const seen: { method: string; body: unknown; xsrf: string | null }[] = [];
    const record = async ({ request }: { request: Request }) => {
      seen.push({
        method: request.method,
        body: await request.json(),
        xsrf: request.headers.get('X-XSRF-TOKEN'),
      });
    };
    server.use(
      mock.post('/api/users', async (info) => {
        await record(info);
        return HttpResponse.json({ id: 9, nom: 'Diallo' }, { status: 201 });
      }),
      mock.put('/api/users/9', async (info) => {
        await record(info);
        return HttpResponse.json({ id: 9, nom: 'Ba' });
      }),
    );
    const created = await dataProvider.create('administration/users', { data: { nom: 'Diallo' } });
    const updated = await dataProvider.update('administration/users', {
      id: 9,
      data: { nom: 'Ba' },
      previousData: { id: 9, nom: 'Diallo' },
    });
    expect(created.data).toEqual({ id: 9, nom: 'Diallo' });
    expect(updated.data).toEqual({ id: 9, nom: 'Ba' });
    expect(seen).toEqual([
      { method: 'POST', body: { nom: 'Diallo' }, xsrf: 'token' },
      { method: 'PUT', body: { nom: 'Ba' }, xsrf: 'token' },
    ]);
  });

  it('delete trashes, restore and forceDelete use the contract extras', async () => {
    const calls: string[] = [];
    server.use(
      mock.delete('/api/villages/2', ({ request }) => {
        calls.push(`DELETE ${new URL(request.url).search}`);
        return new URL(request.url).searchParams.get('force')
          ? new HttpResponse(null, { status: 204 })
          : HttpResponse.json({ id: 2, name: 'A' });
      }),
      mock.post('/api/villages/2/restore', () => {
        calls.push('RESTORE');
        return HttpResponse.json({ id: 2, name: 'A', deleted_at: null });
      }),
    );
    expect(await dataProvider.delete('locations/villages', { id: 2 })).toEqual({
      data: { id: 2, name: 'A' },
    });
    expect(await dataProvider.restore('locations/villages', { id: 2 })).toEqual({
      data: { id: 2, name: 'A', deleted_at: null },
    });
    const forced = await dataProvider.forceDelete('locations/villages', {
      id: 2,
      previousData: { id: 2, name: 'A' },
    });
    expect(forced).toEqual({ data: { id: 2, name: 'A' } });
    expect(calls).toEqual(['DELETE ', 'RESTORE', 'DELETE ?force=true']);
  });

  it('deleteMany deletes each id', async () => {
    const deleted: string[] = [];
    server.use(
      mock.delete('/api/breeds/:id', ({ params: p }) => {
        deleted.push(String(p.id));
        return HttpResponse.json({ id: Number(p.id) });
      }),
    );
    expect(await dataProvider.deleteMany('animals/breeds', { ids: [1, 2] })).toEqual({ data: [1, 2] });
    expect(deleted.sort()).toEqual(['1', '2']);
  });
});

describe('errors', () => {
  it('maps a 422 onto react-admin field errors (first message) and toasts once', async () => {
    server.use(
      mock.post('/api/registrations', () =>
        HttpResponse.json(
          {
            message: 'The name field is required. (and 2 more errors)',
            errors: {
              name: ['The name field is required.', 'second'],
              'disease_ids.0': ['Pick a disease.'],
              'coordinates.lat': ['Latitude out of range.'],
            },
          },
          { status: 422 },
        ),
      ),
    );
    const error = await dataProvider.create('registrations/index', { data: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({
      status: 422,
      message: 'The name field is required. (and 2 more errors)',
      body: {
        message: 'The name field is required. (and 2 more errors)',
        errors: {
          name: 'The name field is required.',
          disease_ids: 'Pick a disease.',
          'coordinates.lat': 'Latitude out of range.',
          root: { serverError: 'The name field is required. (and 2 more errors)' },
        },
      },
    });
    expect(toasts).toEqual(['The name field is required. (and 2 more errors)']);
  });

  it('keeps other errors as they are', async () => {
    server.use(
      mock.delete('/api/provinces/1', () =>
        HttpResponse.json({ message: 'Has departments' }, { status: 409 }),
      ),
    );
    await expect(dataProvider.delete('locations/provinces', { id: 1 })).rejects.toMatchObject({
      status: 409,
      body: { message: 'Has departments' },
    });
    expect(toasts).toEqual(['Has departments']);
  });
});
