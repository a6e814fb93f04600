/** The brand's site name and colour: in every page title, the share card and the head tags. */
export const SITE_NAME = 'Gear Up. Game On';
export const THEME_COLOR = '#1d1d1b';
