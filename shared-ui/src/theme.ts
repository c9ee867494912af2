import type {} from './styled'; // DefaultTheme is the site theme wherever shared-ui is compiled
/**
 * The colour tokens (see palette.cjs for what each is for and its light and dark values). `onDark` is text on the dark
 * banners (white in both palettes); `onFill` is text on a filled primary, danger or success ground; `onLight` the indigo
 * text of a white button on a banner (the same in both); `navGlass` the nav's translucent ground; `codeGround` the code
 * blocks' (the syntax colours are for a dark ground in both).
 */
const COLOUR_NAMES = [
  'primary',
  'primaryHover',
  'primarySoft',
  'accent',
  'accentSoft',
  'ink',
  'text',
  'muted',
  'subtle',
  'border',
  'borderStrong',
  'surface',
  'background',
  'backgroundAlt',
  'success',
  'successSoft',
  'warning',
  'warningSoft',
  'danger',
  'dangerSoft',
  'focus',
  'footer',
  'footerText',
  'onDark',
  'onFill',
  'onLight',
  'primaryTint',
  'primaryLine',
  'primaryLight',
  'night',
  'nightMid',
  'accentStrong',
  'accentLine',
  'pinkStrong',
  'dangerStrong',
  'dangerLine',
  'warningLine',
  'highlight',
  'amber',
  'orange',
  'starFill',
  'navGlass',
  'codeGround',
  'scrimStrong',
] as const;

const vars = <N extends string>(names: readonly N[], prefix: string) =>
  Object.fromEntries(names.map((n) => [n, `var(${prefix}${n})`])) as Record<N, string>;

/** The one theme of the site: colour, type scale, spacing, radii, shadows, breakpoints. */
export const theme = {
  /** `var(--c-<name>)` for each colour: the values are in palette.cjs, light and dark, written as CSS into index.html. */
  color: vars(COLOUR_NAMES, '--c-'),
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
    /** A page top's soft glow: light or dark with the palette. */
    hero: 'var(--g-hero)',
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
  /** Shadows darken with the palette (palette.cjs). */
  shadow: { sm: 'var(--shadow-sm)', md: 'var(--shadow-md)', lg: 'var(--shadow-lg)' },
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
