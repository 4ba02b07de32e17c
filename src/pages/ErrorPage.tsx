import { Box, Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';

interface ErrorPageProps {
  code: 401 | 404;
  /** app.unauthorized or app.notFound: heading, message, backHome. */
  messages: 'unauthorized' | 'notFound';
  /** Outside the layout the page fills the window. */
  fullPage?: boolean;
}

/** The named error pages of spec §8, with a way back to the dashboard. */
export function ErrorPage({ code, messages, fullPage = false }: ErrorPageProps) {
  const translate = useTranslate();
  return (
    <Box
      // Inside the layout the page is already in its main landmark, below the layout's level-one heading.
      component={fullPage ? 'main' : 'section'}
      sx={{
        minHeight: fullPage ? '100vh' : '60vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        textAlign: 'center',
        gap: 2,
        p: 3,
        bgcolor: fullPage ? 'background.default' : undefined,
      }}
    >
      <Typography
        component="p"
        sx={{ fontSize: { xs: 72, md: 112 }, fontWeight: 700, lineHeight: 1 }}
        color="primary"
      >
        {code}
      </Typography>
      <Typography variant="h5" component={fullPage ? 'h1' : 'h2'}>
        {translate(`app.${messages}.heading`)}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 480 }}>
        {translate(`app.${messages}.message`)}
      </Typography>
      <Button component={Link} to="/dashboard" variant="contained">
        {translate(`app.${messages}.backHome`)}
      </Button>
    </Box>
  );
}

export const NotFoundPage = ({ fullPage }: { fullPage?: boolean }) => (
  <ErrorPage code={404} messages="notFound" fullPage={fullPage} />
);

export const UnauthorizedPage = ({ fullPage }: { fullPage?: boolean }) => (
  <ErrorPage code={401} messages="unauthorized" fullPage={fullPage} />
);
