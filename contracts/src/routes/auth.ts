import type { Accepted, ForgotPassword, PublicUser, RegistrationInput, ResetPassword, SignIn, TokenBody } from '../index';
import { shape } from './route';

/** The session read: the signed-in member, or 401. */
export const user = { method: 'GET', path: '/api/auth/user', response: shape<PublicUser> } as const;
/**
 * `tz`, beside the form's fields: the browser's IANA time zone, whose city the member's list of devices shows as this
 * sign-in's place (the schemas leave it out; only the session's device record reads it).
 */
type DeviceZone = { tz?: string };
export const register = {
  method: 'POST',
  path: '/api/register',
  body: shape<RegistrationInput & DeviceZone>,
  response: shape<PublicUser>,
} as const;
export const login = { method: 'POST', path: '/api/login', body: shape<SignIn & DeviceZone>, response: shape<PublicUser> } as const;
export const logout = { method: 'POST', path: '/api/logout' } as const;
/** The same, as a link: ends the session and redirects to /. */
export const logoutAndRedirect = { method: 'GET', path: '/api/logout' } as const;
export const forgotPassword = {
  method: 'POST',
  path: '/api/auth/forgot-password',
  body: shape<ForgotPassword>,
  response: shape<Accepted>,
} as const;
export const resetPassword = { method: 'POST', path: '/api/auth/reset-password', body: shape<ResetPassword> } as const;
export const verifyEmail = { method: 'POST', path: '/api/auth/verify-email', body: shape<TokenBody>, response: shape<PublicUser> } as const;
export const confirmEmail = {
  method: 'POST',
  path: '/api/auth/confirm-email',
  body: shape<TokenBody>,
  response: shape<PublicUser>,
} as const;
export const resendVerification = { method: 'POST', path: '/api/auth/resend-verification', response: shape<Accepted> } as const;
