/**
 * The app theme's colours as the sign-in page draws them: the product colour, the secondary blue and the
 * error red, each darkened until text of it reads on white at AA (providers/accessiblePalette's `onLight`,
 * whose results these are: a client test keeps them equal). Written out because computing them needs
 * MUI's colour helpers, which the page does not download.
 */
export const LOGIN_COLOURS = {
  primary: 'rgb(48, 108, 30)',
  primaryDark: 'rgb(38, 86, 24)',
  secondary: 'rgb(21, 96, 155)',
  error: 'rgb(177, 39, 39)',
} as const;

/** The colours as the stylesheet's custom properties: `--login-primary`, `--login-primary-dark`… (login.css). */
export const loginColourRules = `.login-page{${Object.entries(LOGIN_COLOURS)
  .map(([name, colour]) => `--login-${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}:${colour}`)
  .join(';')}}`;
