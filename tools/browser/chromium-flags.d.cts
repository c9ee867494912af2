// Types of chromium-flags.cjs (the Playwright configs import it; the file itself is required at run time).
export const CHROMIUM_FLAGS: readonly string[];
export const PLAYWRIGHT_CHROMIUM_FLAGS: readonly string[];
