export const THEME_COOKIE = 'oh_theme';
export type Theme = 'light' | 'dark';
