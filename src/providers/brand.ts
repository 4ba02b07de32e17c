/** The product's colour (index.html's theme-color), before the user picks another. */
export const PRIMARY_COLOR = '#3c8726';
