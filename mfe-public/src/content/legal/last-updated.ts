/** Spec §9: the privacy policy and the terms of service were both last updated on this date. */
export const LEGAL_LAST_UPDATED = { label: 'January 21, 2025', iso: '2025-01-21' } as const;

/** The contact addresses the legal pages give (placeholders: no real company details are published). */
export const PRIVACY_EMAIL = 'privacy@theainetwork.example';
export const LEGAL_EMAIL = 'legal@theainetwork.example';
export const SAFETY_EMAIL = 'safety@theainetwork.example';
