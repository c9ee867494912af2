import { COMMUNITY_OPTIONS, WELCOME_TEMPLATE_KEYS } from '@cci/contracts';

/** Spec §9: the seven welcome templates, and Financial Services', named like the communities they greet. */
export const WELCOME_TEMPLATES = WELCOME_TEMPLATE_KEYS.map((key) => ({
  value: key,
  label: COMMUNITY_OPTIONS.find((o) => o.value === key)?.label ?? (key === 'financial-services' ? 'Financial Services' : key),
}));

export type WelcomeTemplate = (typeof WELCOME_TEMPLATE_KEYS)[number];

/** Spec §7: the original always sent entrepreneurs; it stays the default choice. */
export const DEFAULT_TEMPLATE: WelcomeTemplate = 'entrepreneurs';
