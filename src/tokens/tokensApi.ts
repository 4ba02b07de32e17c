/** Personal access tokens (the mobile app's sign-in): one's own in the profile, a user's for account managers. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../api/http';

export interface AccessToken {
  id: number;
  name: string;
  abilities: string[];
  last_used_at: string | null;
  expires_at: string | null;
  created_at: string;
  current: boolean;
}

/** Whose tokens a list shows: the signed-in user's, or another account's (managers only). */
export type TokenOwner = { kind: 'self' } | { kind: 'user'; userId: number | string };

const basePath = (owner: TokenOwner) => (owner.kind === 'self' ? '/tokens' : `/users/${owner.userId}/tokens`);
const queryKey = (owner: TokenOwner) => ['accessTokens', basePath(owner)];

export function useAccessTokens(owner: TokenOwner) {
  return useQuery({
    queryKey: queryKey(owner),
    queryFn: async () => (await http.get<AccessToken[]>(basePath(owner), { silent: true })).json,
  });
}

/** Revokes one token (an id) or, for a manager, every token of the account (null); the list reloads after. */
export function useRevokeTokens(owner: TokenOwner) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (tokenId: number | null) => {
      await http.delete(tokenId === null ? basePath(owner) : `${basePath(owner)}/${tokenId}`);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKey(owner) }),
  });
}
