import {
  Alert,
  Button,
  CardContent,
  Chip,
  LinearProgress,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useId, useMemo, useState } from 'react';
import { Confirm, useLocale, useNotify, useTranslate } from 'react-admin';
import { visuallyHidden } from '../layout/visuallyHidden';
import { type AccessToken, type TokenOwner, useAccessTokens, useRevokeTokens } from './tokensApi';

/** Latin digits everywhere, as on the registration forms; the minute is enough to recognise a phone. */
function useFormatDateTime() {
  const locale = useLocale();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(`${locale}-u-nu-latn`, {
      dateStyle: 'medium',
      timeStyle: 'short',
    });
    return (value: string | null) => (value ? format.format(new Date(value)) : null);
  }, [locale]);
}

/** `*` is every ability; `read` and `write` are named. */
const abilityKey = (abilities: string[]) =>
  abilities.includes('*') || (abilities.includes('read') && abilities.includes('write'))
    ? 'all'
    : abilities.includes('write')
      ? 'write'
      : 'read';

/** What the confirmation is about: one token, or every token of the account. */
type Pending = { kind: 'one'; token: AccessToken } | { kind: 'all' } | null;

interface AccessTokenTableProps {
  owner: TokenOwner;
  /** A manager may revoke every token of an account at once. */
  allowRevokeAll?: boolean;
}

/**
 * The mobile app's access tokens of an account: which device, what it may do, when it was last used,
 * when it expires; each can be revoked (a lost phone), and a manager can revoke them all.
 */
export function AccessTokenTable({ owner, allowRevokeAll = false }: AccessTokenTableProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const formatDateTime = useFormatDateTime();
  const headingId = useId();
  const { data: tokens, isPending, isError } = useAccessTokens(owner);
  const revoke = useRevokeTokens(owner);
  const [pending, setPending] = useState<Pending>(null);

  const confirm = () => {
    if (!pending) return;
    const revoked = pending.kind === 'all' ? (tokens?.length ?? 0) : 1;
    revoke.mutate(pending.kind === 'all' ? null : pending.token.id, {
      onSuccess: () => notify('tokens.revoked', { type: 'success', messageArgs: { smart_count: revoked } }),
      onSettled: () => setPending(null),
    });
  };

  return (
    <CardContent>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'baseline', flexWrap: 'wrap', mb: 1 }}>
        <Typography variant="h6" component="h2" id={headingId} sx={{ flexGrow: 1 }}>
          {translate('tokens.title')}
        </Typography>
        {allowRevokeAll && !!tokens?.length && (
          <Button color="error" variant="outlined" size="small" onClick={() => setPending({ kind: 'all' })}>
            {translate('tokens.revokeAll')}
          </Button>
        )}
      </Stack>
      <Typography variant="body2" color="text.secondary" gutterBottom>
        {translate(owner.kind === 'self' ? 'tokens.help' : 'tokens.managerHelp')}
      </Typography>
      {isPending ? (
        <LinearProgress aria-labelledby={headingId} />
      ) : isError ? (
        <Alert severity="error">{translate('tokens.loadFailed')}</Alert>
      ) : tokens.length === 0 ? (
        <Typography variant="body2">{translate('tokens.none')}</Typography>
      ) : (
        <TableContainer sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-labelledby={headingId}>
          <Table size="small" aria-labelledby={headingId}>
            <TableHead>
              <TableRow>
                {(['device', 'access', 'created', 'lastUsed', 'expires'] as const).map((column) => (
                  <TableCell key={column} component="th" scope="col">
                    {translate(`tokens.columns.${column}`)}
                  </TableCell>
                ))}
                <TableCell component="th" scope="col">
                  <span style={visuallyHidden}>{translate('tokens.columns.actions')}</span>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {tokens.map((token) => (
                <TableRow key={token.id}>
                  <TableCell component="th" scope="row">
                    <bdi>{token.name}</bdi>
                    {token.current && (
                      <Chip size="small" sx={{ mx: 1 }} label={translate('tokens.thisDevice')} />
                    )}
                  </TableCell>
                  <TableCell>{translate(`tokens.abilities.${abilityKey(token.abilities)}`)}</TableCell>
                  <TableCell>{formatDateTime(token.created_at)}</TableCell>
                  <TableCell>{formatDateTime(token.last_used_at) ?? translate('tokens.neverUsed')}</TableCell>
                  <TableCell>{formatDateTime(token.expires_at) ?? translate('tokens.noExpiry')}</TableCell>
                  <TableCell>
                    <Button
                      color="error"
                      size="small"
                      aria-label={translate('tokens.revokeNamed', { name: token.name })}
                      onClick={() => setPending({ kind: 'one', token })}
                    >
                      {translate('tokens.revoke')}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <Confirm
        isOpen={pending !== null}
        loading={revoke.isPending}
        title={pending?.kind === 'all' ? 'tokens.confirmAllTitle' : 'tokens.confirmTitle'}
        content={pending?.kind === 'all' ? 'tokens.confirmAll' : 'tokens.confirmOne'}
        translateOptions={{
          name: pending?.kind === 'one' ? pending.token.name : '',
          smart_count: tokens?.length ?? 0,
        }}
        confirm="tokens.revoke"
        confirmColor="warning"
        onConfirm={confirm}
        onClose={() => setPending(null)}
      />
    </CardContent>
  );
}
