import Delete from '@mui/icons-material/Delete';
import Upload from '@mui/icons-material/Upload';
import { Avatar, Button, FormHelperText, Stack, TextField } from '@mui/material';
import { type ChangeEvent, useState } from 'react';
import { useInput, useTranslate, ValidationError } from 'react-admin';
import { AvatarRejected, MAX_AVATAR_BYTES, readAvatarFile, validateAvatar } from './avatar';

/** The avatar as a link to an image, or an uploaded picture kept inline; previewed as it will show. */
export function AvatarInput({ name }: { name: string }) {
  const translate = useTranslate();
  const { field, fieldState } = useInput({ source: 'avatar', validate: validateAvatar });
  const [problem, setProblem] = useState<string | null>(null);
  const value = typeof field.value === 'string' ? field.value : '';
  // An uploaded picture: chosen now (a data URL), or stored and served from its own address.
  const inline = value.startsWith('data:') || /^\/api\/users\/\d+\/avatar/.test(value);

  const upload = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    readAvatarFile(file)
      .then((dataUrl) => {
        setProblem(null);
        field.onChange(dataUrl);
      })
      .catch((error) => {
        const key = error instanceof AvatarRejected ? error.message : 'auth.genericError';
        setProblem(translate(key, { size: Math.round(MAX_AVATAR_BYTES / 1024) }));
      });
  };

  const error = fieldState.error?.message;
  return (
    <Stack spacing={1} sx={{ mb: 2 }}>
      <Stack direction="row" spacing={2} alignItems="center">
        <Avatar src={value || undefined} alt={name} sx={{ width: 64, height: 64 }}>
          {name.slice(0, 1).toUpperCase()}
        </Avatar>
        <Button component="label" variant="outlined" size="small" startIcon={<Upload />}>
          {translate('profile.uploadAvatar')}
          <input type="file" accept="image/*" hidden onChange={upload} />
        </Button>
        {value && (
          <Button size="small" color="inherit" startIcon={<Delete />} onClick={() => field.onChange('')}>
            {translate('profile.removeAvatar')}
          </Button>
        )}
      </Stack>
      <TextField
        label={translate('profile.avatarUrl')}
        value={inline ? translate('profile.avatarUploaded') : value}
        disabled={inline}
        onChange={(event) => field.onChange(event.target.value)}
        onBlur={field.onBlur}
        error={!!(problem || error)}
        fullWidth
        size="small"
      />
      {(problem || error) && (
        <FormHelperText error>{problem || (error && <ValidationError error={error} />)}</FormHelperText>
      )}
    </Stack>
  );
}
