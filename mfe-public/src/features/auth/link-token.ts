import { TokenBodySchema, validateWith } from '@cci/contracts';
import { useLocation } from '@cci/shared-ui/router';

const invalidToken = validateWith(TokenBodySchema);

/**
 * The token of a one-time link (`?token=…`), or null when the address has none or one that cannot be a token (the
 * page then shows the invalid-link state without asking the API).
 */
export function useLinkToken(): string | null {
  const { search } = useLocation();
  const token = new URLSearchParams(search).get('token');
  return token !== null && !invalidToken({ token }) ? token : null;
}
