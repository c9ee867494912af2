// The site's two palettes (issue 30 §6): the values behind theme.ts's CSS custom properties (`theme.color.primary` is
// `var(--c-primary)`). Plain CommonJS data, read at build time only: the shell's webpack config writes them as CSS into
// index.html (light on :root; dark for a dark system preference unless the member chose light, and for an explicit
// dark choice), so no page's scripts carry a colour value. Text tokens meet WCAG AA (4.5:1) on surface, background and
// backgroundAlt in both palettes; `onFill` is the text on a filled primary, danger or success ground.

/** Light: the site's original colours. */
const light = {
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
  footerText: '#CBD5E1',
  onDark: '#FFFFFF',
  onFill: '#FFFFFF',
  onLight: '#4338CA',
  primaryTint: '#E0E7FF',
  primaryLine: '#C7D2FE',
  primaryLight: '#A5B4FC',
  night: '#1E1B4B',
  nightMid: '#312E81',
  accentStrong: '#6D28D9',
  accentLine: '#DDD6FE',
  pinkStrong: '#BE185D',
  dangerStrong: '#991B1B',
  dangerLine: '#FECACA',
  warningLine: '#FCD34D',
  highlight: '#FEF08A',
  amber: '#D97706',
  orange: '#EA580C',
  starFill: '#F59E0B',
  navGlass: 'rgba(255, 255, 255, 0.86)',
  codeGround: '#0F172A',
  scrimStrong: 'rgba(15, 23, 42, 0.55)',
};

/** Dark: slate grounds, lighter indigos and signal colours for text, dark text on filled buttons. */
const dark = {
  ...light,
  primary: '#8B93F9',
  primaryHover: '#A5B4FC',
  primarySoft: '#1E1B4B',
  accent: '#B69CFB',
  accentSoft: '#2E1065',
  ink: '#F8FAFC',
  text: '#E2E8F0',
  muted: '#CBD5E1',
  subtle: '#A3B1C6',
  border: '#334155',
  borderStrong: '#52627A',
  surface: '#111827',
  background: '#0B1120',
  backgroundAlt: '#162032',
  success: '#34D399',
  successSoft: '#052E1C',
  warning: '#FBBF24',
  warningSoft: '#2A1D05',
  danger: '#F87171',
  dangerSoft: '#2C0F12',
  focus: '#A5B4FC',
  footer: '#020617',
  onFill: '#0B1120',
  accentStrong: '#C4B5FD',
  accentLine: '#4C1D95',
  pinkStrong: '#F9A8D4',
  dangerStrong: '#FCA5A5',
  dangerLine: '#7F1D1D',
  warningLine: '#92400E',
  highlight: '#713F12',
  amber: '#FBBF24',
  orange: '#FB923C',
  navGlass: 'rgba(17, 24, 39, 0.9)',
  codeGround: '#020617',
  scrimStrong: 'rgba(2, 6, 23, 0.7)',
};

/** Non-colour tokens that carry colour: shadows and the gradients behind dark-ground text or a page's top. */
const lightEffects = {
  'shadow-sm': '0 1px 2px rgba(15, 23, 42, 0.06)',
  'shadow-md': '0 4px 12px rgba(15, 23, 42, 0.08)',
  'shadow-lg': '0 12px 32px rgba(15, 23, 42, 0.12)',
  'g-hero':
    'radial-gradient(1200px 600px at 10% -10%, #E0E7FF 0%, rgba(224,231,255,0) 60%), radial-gradient(900px 500px at 100% 0%, #F5D0FE 0%, rgba(245,208,254,0) 55%), #F8FAFC',
};
const darkEffects = {
  'shadow-sm': '0 1px 2px rgba(0, 0, 0, 0.4)',
  'shadow-md': '0 4px 12px rgba(0, 0, 0, 0.45)',
  'shadow-lg': '0 12px 32px rgba(0, 0, 0, 0.55)',
  'g-hero':
    'radial-gradient(1200px 600px at 10% -10%, #1E1B4B 0%, rgba(30,27,75,0) 60%), radial-gradient(900px 500px at 100% 0%, #3B0764 0%, rgba(59,7,100,0) 55%), #0B1120',
};

const declarations = (colours, effects) =>
  Object.entries(colours)
    .map(([name, value]) => `--c-${name}:${value};`)
    .concat(Object.entries(effects).map(([name, value]) => `--${name}:${value};`))
    .join('');

/**
 * The palette as CSS: light by default; dark when the system prefers it and the member did not choose light
 * (`data-theme="light"` on <html>), or when they chose dark. `color-scheme` makes form controls and scroll bars follow.
 */
function paletteCss() {
  const darkRules = declarations(dark, darkEffects) + 'color-scheme:dark;';
  return (
    `:root{${declarations(light, lightEffects)}color-scheme:light;}` +
    `@media (prefers-color-scheme: dark){:root:not([data-theme=light]){${darkRules}}}` +
    `:root[data-theme=dark]{${darkRules}}`
  );
}

module.exports = { light, dark, paletteCss };
