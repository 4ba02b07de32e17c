import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** The product's name over the page's own title, on the cards of the pages open without a session. */
export function AuthHeading({ title }: { title: string }) {
  const translate = useTranslate();
  return (
    <>
      <Typography variant="overline" component="p" align="center" color="text.secondary">
        {translate('app.name')}
      </Typography>
      <Typography variant="h5" component="h1" align="center" gutterBottom>
        {title}
      </Typography>
    </>
  );
}
