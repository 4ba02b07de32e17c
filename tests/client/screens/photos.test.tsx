import { screen as dom, fireEvent, waitFor, within } from '@testing-library/react';
import { HttpResponse, http as mock } from 'msw';
import type { AuthProvider } from 'react-admin';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Viewer } from '../../../resources/kit';
import { canViewerAccess } from '../../../src/providers/access';
import { collectToasts, setXsrfCookie, startApi } from '../providers/msw';
import { memoryDataProvider } from './support/memoryDataProvider';
import { renderScreen, screen } from './support/renderScreen';

const server = startApi();
const toasts = collectToasts();
const REGISTRATIONS = 'registrations/index';

/** Signed in as `viewer`, with canAccess decided as the app decides it, or reads only for `readOnly`. */
const signedIn = (viewer: Viewer, readOnly = false): AuthProvider => ({
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getIdentity: async () => ({ id: viewer.id, fullName: 'Someone' }),
  getPermissions: async () => viewer,
  canAccess: async ({ resource, action }) =>
    readOnly ? action === 'list' || action === 'show' : canViewerAccess(viewer, resource, action),
});
const reviewer = signedIn({
  id: 1,
  roles: ['RSE'],
  activeRole: 'RSE',
  permissions: ['manage registration', 'validate registration'],
});
const decideur = signedIn({ id: 2, roles: ['Décideur'], activeRole: 'Décideur', permissions: [] }, true);

const registration = (status = 'waiting', user_id = 99) => ({ id: 7, ref: 'REG-7', status, user_id });
const photo = (id: number) => ({
  id,
  type: 'image/jpeg',
  size: 2048,
  width: 1600,
  height: 1200,
  created_at: '2026-03-01T10:00:00.000Z',
  url: `/api/registrations/7/photos/${id}`,
  thumbnail_url: `/api/registrations/7/photos/${id}/thumbnail`,
});

let photos: ReturnType<typeof photo>[] = [];
const posted: string[] = [];
const deleted: string[] = [];

beforeEach(() => {
  // A refused screen moves the hash router to #/access-denied: each test starts where the show is.
  window.location.hash = '';
  setXsrfCookie('token');
  photos = [photo(11), photo(12)];
  posted.length = 0;
  deleted.length = 0;
  vi.spyOn(console, 'error').mockImplementation(() => {});
  server.use(
    mock.get('/api/registrations/:id/transitions', () => HttpResponse.json([])),
    mock.get('/api/registrations/:id/outbreaks', () => HttpResponse.json([])),
    mock.get('/api/registrations/:id/photos', () => HttpResponse.json(photos)),
    mock.post('/api/registrations/:id/photos', async ({ request }) => {
      const file = (await request.formData()).get('photo');
      // The test DOM's File may lose its name on the way through msw: the bytes are what the server reads anyway.
      posted.push(typeof file === 'string' || !file ? String(file) : `${file.size} bytes`);
      photos = [...photos, photo(13)];
      return HttpResponse.json(photo(13), { status: 201 });
    }),
    mock.delete('/api/registrations/:id/photos/:photoId', ({ params }) => {
      deleted.push(String(params.photoId));
      photos = photos.filter((p) => String(p.id) !== params.photoId);
      return new HttpResponse(null, { status: 204 });
    }),
  );
});

const Show = screen('registrations', 'show');
const show = (authProvider: AuthProvider, record = registration()) =>
  renderScreen(<Show id={7} />, {
    dataProvider: memoryDataProvider({ [REGISTRATIONS]: [record] }),
    authProvider,
  });

describe("a registration's photos", () => {
  it('are thumbnails with alt text, each opening the full picture in a dialog', async () => {
    show(decideur);
    const section = await dom.findByRole('region', { name: 'Photos' });
    const thumbnail = await within(section).findByRole('img', { name: 'Photo 2 of registration REG-7' });
    expect(thumbnail.getAttribute('src')).toBe('/api/registrations/7/photos/12/thumbnail');

    fireEvent.click(within(section).getByRole('button', { name: /Photo 2 of 2, full size/ }));
    const dialog = await dom.findByRole('dialog', { name: 'Photo 2 of 2' });
    const picture = within(dialog).getByRole('img', { name: 'Photo 2 of registration REG-7' });
    expect(picture.getAttribute('src')).toBe('/api/registrations/7/photos/12');
    expect(within(dialog).getByRole('link', { name: /Original file \(1600 × 1200 pixels/ })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(dom.queryByRole('dialog')).toBeNull());
  });

  it('offer neither adding nor deleting to a read-only user, nor to the author once the report is closed', async () => {
    const { unmount } = show(decideur);
    await dom.findByRole('img', { name: 'Photo 1 of registration REG-7' });
    expect(dom.queryByRole('button', { name: 'Add a photo' })).toBeNull();
    expect(dom.queryByRole('button', { name: 'Delete photo 1' })).toBeNull();
    unmount();

    show(decideur, registration('finished', 2));
    await dom.findByRole('img', { name: 'Photo 1 of registration REG-7' });
    expect(dom.queryByRole('button', { name: 'Add a photo' })).toBeNull();
  });

  it('are added by the author of an open report, sent as the multipart "photo" part', async () => {
    show(decideur, registration('returned', 2));
    const add = await dom.findByRole('button', { name: 'Add a photo' });
    expect(add.getAttribute('aria-describedby')).toBeTruthy();
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'cow.jpg', { type: 'image/jpeg' });
    fireEvent.change(dom.getByTestId('photo-file'), { target: { files: [file] } });
    await waitFor(() => expect(posted).toEqual(['3 bytes']));
    expect(await dom.findByRole('img', { name: 'Photo 3 of registration REG-7' })).toBeTruthy();
    await waitFor(() => expect(toasts).toEqual([]));
    // Three photos: the button stays, disabled, and says why.
    await waitFor(() =>
      expect((dom.getByRole('button', { name: 'Add a photo' }) as HTMLButtonElement).disabled).toBe(true),
    );
    expect(dom.getByText('A registration has at most 3 photos')).toBeTruthy();
  });

  it('refuse a file that is not a JPEG or PNG, or too large, before sending anything', async () => {
    show(reviewer);
    await dom.findByRole('button', { name: 'Add a photo' });
    const pdf = new File(['%PDF'], 'report.pdf', { type: 'application/pdf' });
    fireEvent.change(dom.getByTestId('photo-file'), { target: { files: [pdf] } });
    expect(await dom.findByText('Choose a JPEG or PNG photo')).toBeTruthy();
    const huge = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'huge.jpg', { type: 'image/jpeg' });
    fireEvent.change(dom.getByTestId('photo-file'), { target: { files: [huge] } });
    expect(await dom.findByText('The photo is too large (at most 10 MB)')).toBeTruthy();
    expect(posted).toEqual([]);
  });

  it("say the server's refusal next to the button, in the user's language", async () => {
    server.use(
      mock.post('/api/registrations/:id/photos', () =>
        HttpResponse.json(
          { message: 'الصورة كبيرة جدًا', errors: { photo: ['الصورة كبيرة جدًا'] } },
          { status: 422 },
        ),
      ),
    );
    renderScreen(<Show id={7} />, {
      dataProvider: memoryDataProvider({ [REGISTRATIONS]: [registration()] }),
      authProvider: reviewer,
      locale: 'ar',
    });
    await dom.findByRole('button', { name: 'إضافة صورة' });
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'cow.jpg', { type: 'image/jpeg' });
    fireEvent.change(dom.getByTestId('photo-file'), { target: { files: [file] } });
    expect(await dom.findByText('الصورة كبيرة جدًا')).toBeTruthy();
    expect(toasts).toEqual([]);
  });

  it('are deleted by a reviewer after a confirmation', async () => {
    show(reviewer);
    fireEvent.click(await dom.findByRole('button', { name: 'Delete photo 1' }));
    const dialog = await dom.findByRole('dialog');
    expect(within(dialog).getByText('Photo 1 will be removed from this registration.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(deleted).toEqual(['11']));
    await waitFor(() => expect(dom.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(dom.queryByRole('img', { name: 'Photo 2 of registration REG-7' })).toBeNull());
    expect(dom.getByRole('img', { name: 'Photo 1 of registration REG-7' }).getAttribute('src')).toContain(
      '/photos/12/thumbnail',
    );
  });

  it('say so when they cannot be loaded, in the user’s language', async () => {
    server.use(mock.get('/api/registrations/:id/photos', () => HttpResponse.json({}, { status: 500 })));
    renderScreen(<Show id={7} />, {
      dataProvider: memoryDataProvider({ [REGISTRATIONS]: [registration()] }),
      authProvider: decideur,
      locale: 'ar',
    });
    expect(await dom.findByText('تعذّر تحميل الصور.')).toBeTruthy();
  });
});
