// Types of nginx-cache-control.cjs (docker/compose.spec.ts checks the committed file against render()).
export const FILE: string;
export function render(): string;
