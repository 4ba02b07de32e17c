import { CardContent, Typography } from '@mui/material';
import { SaveButton, SelectInput, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { LOCALES } from '../../i18n/locales';
import { AccountForm } from '../auth/AccountForm';
import { FormMessage } from '../auth/FormMessage';
import { useServerSubmit } from '../auth/useServerSubmit';
import type { CurrentUser } from '../providers/session';
import { AvatarInput } from './AvatarInput';
import { nameParts } from './nameParts';
import { type ProfileValues, saveProfile } from './profileApi';
import { UserFieldInput } from './UserFieldInput';
import { useUserChanged } from './useProfileUser';

const FIELDS = ['nom', 'prenom', 'avatar', 'introduction', 'locale'];

/** Name, avatar, introduction and language; a new language applies to the interface at once. */
export function ProfileForm({ user }: { user: CurrentUser }) {
  const translate = useTranslate();
  const notify = useNotify();
  const userChanged = useUserChanged();
  const [locale, setLocale] = useLocaleState();
  const { submit } = useServerSubmit(async (values: ProfileValues) => {
    const saved = await saveProfile({
      nom: values.nom ?? '',
      prenom: values.prenom ?? '',
      avatar: values.avatar ?? '',
      introduction: values.introduction ?? '',
      locale: values.locale,
    });
    await userChanged();
    if (saved.locale && saved.locale !== locale) setLocale(saved.locale);
    notify('profile.saved', { type: 'success' });
  }, FIELDS);

  const defaults = {
    ...nameParts(user),
    avatar: user.avatar ?? '',
    introduction: user.introduction ?? '',
    locale: user.locale ?? locale,
  };
  return (
    <AccountForm onSubmit={submit} defaultValues={defaults}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('profile.title')}
        </Typography>
        <FormMessage />
        <AvatarInput name={user.name} />
        <UserFieldInput source="prenom" />
        <UserFieldInput source="nom" />
        <UserFieldInput source="introduction" />
        <SelectInput
          source="locale"
          label="profile.language"
          choices={LOCALES.map((id) => ({ id, name: translate(`app.languages.${id}`) }))}
          translateChoice={false}
        />
        <SaveButton alwaysEnable />
      </CardContent>
    </AccountForm>
  );
}
