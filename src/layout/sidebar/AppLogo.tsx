import { useTheme } from '@mui/material';

/** The product mark (a cross on the theme colour), drawn inline so it costs no request. */
export function AppLogo({ size = 32 }: { size?: number }) {
  const colour = useTheme().palette.primary.main;
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill={colour} />
      <path d="M26 14h12v12h12v12H38v12H26V38H14V26h12z" fill="#fff" />
    </svg>
  );
}
