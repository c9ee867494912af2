// Types of palette.cjs (the shell's webpack config requires it; tests import it).
export const light: Record<string, string>;
export const dark: Record<string, string>;
export function paletteCss(): string;
