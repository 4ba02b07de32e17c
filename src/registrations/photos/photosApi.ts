/** A registration's photos through `/api/registrations/{id}/photos`: the list, adding one, deleting one. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiUrl, http } from '../../api/http';

export interface RegistrationPhoto {
  id: number;
  type: string;
  size: number;
  width: number;
  height: number;
  created_at: string;
}

const photosPath = (registrationId: number) => `/registrations/${registrationId}/photos`;
const queryKey = (registrationId: number) => ['registrations', registrationId, 'photos'];

/** Where the browser loads the picture (or its thumbnail) from, with the session's cookie. */
export const pictureUrl = (registrationId: number, photoId: number, kind: 'picture' | 'thumbnail') =>
  apiUrl(`${photosPath(registrationId)}/${photoId}${kind === 'thumbnail' ? '/thumbnail' : ''}`);

export function useRegistrationPhotos(registrationId: number | undefined) {
  return useQuery({
    queryKey: queryKey(registrationId ?? 0),
    queryFn: async () =>
      (await http.get<RegistrationPhoto[]>(photosPath(registrationId ?? 0), { silent: true })).json,
    enabled: registrationId !== undefined,
    retry: 1,
  });
}

/** Uploads one file as the `photo` part; a refusal rejects with the server's message, in the user's language. */
export function useAddPhoto(registrationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) => {
      const form = new FormData();
      form.append('photo', file, file.name);
      return (await http.post<RegistrationPhoto>(photosPath(registrationId), form, { silent: true })).json;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKey(registrationId) }),
  });
}

export function useDeletePhoto(registrationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (photoId: number) => {
      await http.delete(`${photosPath(registrationId)}/${photoId}`);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKey(registrationId) }),
  });
}
