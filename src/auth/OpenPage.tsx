import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { LanguageSwitcher } from '../layout/header/LanguageSwitcher';

/**
 * The content of the cards shown without the layout (sign-in, reset, guest): the page's main landmark,
 * and the choice of language in its top corner (mirrored in Arabic), so a visitor can read the page in
 * their language before signing in.
 */
export function OpenPage({ children }: { children: ReactNode }) {
  return (
    <Box component="main" sx={{ position: 'relative' }}>
      <Box sx={{ position: 'absolute', top: 4, right: 4 }}>
        <LanguageSwitcher />
      </Box>
      {children}
    </Box>
  );
}
