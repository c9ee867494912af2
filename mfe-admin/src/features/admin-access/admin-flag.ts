import { ADMIN_FLAG_KEY } from '@cci/contracts';

/**
 * Spec §4: the dashboard stores a flag with the value "true" so later visits skip the gate. Here it only means
 * "ask the server first": the server's answer decides. Storage can be unavailable (private modes): then no flag.
 */
export function hasAdminFlag(): boolean {
  try {
    return window.localStorage.getItem(ADMIN_FLAG_KEY) === 'true';
  } catch {
    return false;
  }
}

export function setAdminFlag(on: boolean): void {
  try {
    if (on) window.localStorage.setItem(ADMIN_FLAG_KEY, 'true');
    else window.localStorage.removeItem(ADMIN_FLAG_KEY);
  } catch {
    /* storage unavailable: the gate simply shows next time */
  }
}
