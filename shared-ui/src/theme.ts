import type {} from './styled'; // DefaultTheme is the site theme wherever shared-ui is compiled
/** The one theme of the site: colour, type scale, spacing, radii, shadows, breakpoints. */
export const theme = {
  color: {
    primary: '#4F46E5',
    primaryHover: '#4338CA',
    primarySoft: '#EEF2FF',
    accent: '#7C3AED',
    accentSoft: '#F5F3FF',
    ink: '#0F172A',
    text: '#1E293B',
    muted: '#475569',
    subtle: '#64748B',
    border: '#E2E8F0',
    borderStrong: '#CBD5E1',
    surface: '#FFFFFF',
    background: '#F8FAFC',
    backgroundAlt: '#F1F5F9',
    success: '#047857',
    successSoft: '#ECFDF5',
    warning: '#B45309',
    warningSoft: '#FFFBEB',
    danger: '#B91C1C',
    dangerSoft: '#FEF2F2',
    focus: '#6366F1',
    footer: '#0B1120',
    /** The footer's text on its dark ground. */
    footerText: '#CBD5E1',
    /** Text, icons and outlines on a dark or coloured ground (the banners, a primary or danger button, an avatar). */
    onDark: '#FFFFFF',
    /** Lighter indigos: a soft hover ground and text on the dark banners; a soft border; links and focus on dark. */
    primaryTint: '#E0E7FF',
    primaryLine: '#C7D2FE',
    primaryLight: '#A5B4FC',
    /** The deep indigos the dark banners start from (gradient.night), and the home hero's. */
    night: '#1E1B4B',
    nightMid: '#312E81',
    /** Violet text on accentSoft; its border. */
    accentStrong: '#6D28D9',
    accentLine: '#DDD6FE',
    pinkStrong: '#BE185D',
    /** The danger button's hover; a danger alert's border. */
    dangerStrong: '#991B1B',
    dangerLine: '#FECACA',
    warningLine: '#FCD34D',
    /** A matched word in a search hit. */
    highlight: '#FEF08A',
    /** The lower rungs of the level ladder (danger is the top one). */
    amber: '#D97706',
    orange: '#EA580C',
    /** A rating's star: its outline (amber) and fill. */
    starFill: '#F59E0B',
  },
  gradient: {
    brand: 'linear-gradient(135deg, #4F46E5 0%, #7C3AED 55%, #DB2777 100%)',
    /** The dark banners (coach, watch this space); nightEven spreads it evenly (the login page's coach card, the video). */
    night: 'linear-gradient(135deg, #1E1B4B 0%, #312E81 45%, #581C87 100%)',
    nightEven: 'linear-gradient(135deg, #1E1B4B 0%, #312E81 50%, #581C87 100%)',
    /**
     * Behind white text laid over a picture where the text spans the whole width (phones): dark enough everywhere
     * (white on ≥ 70 % slate is above 4.5:1 over any picture). Wide screens use a side-to-side fade instead.
     */
    scrim: 'linear-gradient(180deg, rgba(15, 23, 42, 0.8) 0%, rgba(15, 23, 42, 0.72) 100%)',
    hero: 'radial-gradient(1200px 600px at 10% -10%, #E0E7FF 0%, rgba(224,231,255,0) 60%), radial-gradient(900px 500px at 100% 0%, #F5D0FE 0%, rgba(245,208,254,0) 55%), #F8FAFC',
  },
  font: {
    body: "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    heading: "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
  },
  /** Type scale (rem), roughly a 1.2 ratio. */
  fontSize: {
    xs: '0.75rem',
    sm: '0.875rem',
    base: '1rem',
    lg: '1.125rem',
    xl: '1.25rem',
    '2xl': '1.5rem',
    '3xl': '1.875rem',
    '4xl': '2.25rem',
    '5xl': '3rem',
  },
  fontWeight: { regular: 400, medium: 500, semibold: 600, bold: 700, extrabold: 800 },
  lineHeight: { tight: 1.2, snug: 1.35, normal: 1.6 },
  /** 4 px spacing grid: space(4) === '1rem'. */
  space: (n: number) => `${n * 0.25}rem`,
  radius: { sm: '6px', md: '10px', lg: '16px', xl: '24px', pill: '999px' },
  shadow: {
    sm: '0 1px 2px rgba(15, 23, 42, 0.06)',
    md: '0 4px 12px rgba(15, 23, 42, 0.08)',
    lg: '0 12px 32px rgba(15, 23, 42, 0.12)',
  },
  breakpoint: { sm: '640px', md: '768px', lg: '1024px', nav: '1200px', xl: '1280px' },
  layout: { maxWidth: '1200px', navHeight: '64px' },
  z: { nav: 40, drawer: 50, dropdown: 60, toast: 100 },
} as const;

export type Theme = typeof theme;

/** Media query helper: `${media.md} { ... }` applies from the md breakpoint up. */
export const media = {
  sm: `@media (min-width: ${theme.breakpoint.sm})`,
  md: `@media (min-width: ${theme.breakpoint.md})`,
  lg: `@media (min-width: ${theme.breakpoint.lg})`,
  /** Where the full navigation bar fits inline (six links plus the signed-in buttons); below it, the drawer. */
  nav: `@media (min-width: ${theme.breakpoint.nav})`,
  xl: `@media (min-width: ${theme.breakpoint.xl})`,
};
