/**
 * How the map marks an area with open alerts: a thick dashed dark-blue outline, told apart from the
 * YlOrRd fill by its hue, its width and its dashes (not by colour alone); 3:1 against the ramp's lightest class.
 */
export const ALERT_OUTLINE = { color: '#08306b', weight: 4, dashArray: '8 5' } as const;
export const PLAIN_OUTLINE = { color: '#4d4d4d', weight: 1 } as const;
