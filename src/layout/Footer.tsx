import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** Spec §1: the all-rights-reserved notice for 2025. */
export function Footer() {
  const translate = useTranslate();
  return (
    <Box
      component="footer"
      sx={{ py: 1.5, px: 2, textAlign: 'center', borderTop: 1, borderColor: 'divider' }}
    >
      <Typography variant="caption" color="text.secondary">
        {translate('app.footer')}
      </Typography>
    </Box>
  );
}
