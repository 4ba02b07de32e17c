import CheckCircle from '@mui/icons-material/CheckCircle';
import { Button, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';

/** The last screen: the password is changed; the user signs in again (a reset never signs in). */
export function ResetDone() {
  const translate = useTranslate();
  return (
    <Stack alignItems="center" spacing={2} role="status">
      <CheckCircle color="success" sx={{ fontSize: 56 }} />
      <Typography variant="h6" component="h2">
        {translate('auth.reset.successTitle')}
      </Typography>
      <Typography align="center">{translate('auth.reset.success')}</Typography>
      <Button component={Link} to="/login" variant="contained">
        {translate('auth.reset.backToLogin')}
      </Button>
    </Stack>
  );
}
