import { PublicUserSchema, type RegistrationInput } from '@cci/contracts';
import type { Response } from 'supertest';
import type { DataSource } from 'typeorm';

let counter = 0;

/** A valid registration body with an e-mail of its own. */
export function registration(
  overrides: Partial<Record<keyof RegistrationInput, unknown>> & Record<string, unknown> = {},
): Record<string, unknown> {
  counter += 1;
  return {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: `member${counter}-${process.pid}@example.com`,
    password: 'correct horse battery',
    confirmPassword: 'correct horse battery',
    primaryCommunity: 'entrepreneurs',
    additionalCommunities: [],
    agreeToTerms: true,
    agreeToNewsletter: false,
    ...overrides,
  };
}

/** Every Set-Cookie header line of a response. */
export const setCookies = (res: Response): string[] =>
  ([] as string[]).concat((res.headers['set-cookie'] as unknown as string[] | string | undefined) ?? []);

/** The Set-Cookie line of the session cookie, if any. */
export const sidSetCookie = (res: Response): string | undefined => setCookies(res).find((c) => c.startsWith('sid='));

/** `sid=<value>` to send back in a Cookie header. */
export function sidCookie(res: Response): string {
  const line = sidSetCookie(res);
  if (!line) throw new Error(`no sid cookie in ${JSON.stringify(res.headers['set-cookie'])}`);
  return line.split(';')[0];
}

/** The session id inside a signed cookie value (`sid=<id>.<signature>`). */
export const sessionIdOf = (cookie: string) => decodeURIComponent(cookie.replace(/^sid=/, '')).split('.')[0];

export const countSessions = async (ds: DataSource): Promise<number> => (await ds.query('SELECT count(*)::int AS n FROM sessions'))[0].n;
export const countUsers = async (ds: DataSource, email?: string): Promise<number> =>
  (await ds.query(`SELECT count(*)::int AS n FROM users${email ? ' WHERE email = $1' : ''}`, email ? [email] : []))[0].n;

/** The keys of a member as the API answers it, in order: the contract's (PublicUserSchema). */
export const PUBLIC_USER_KEYS = Object.keys(PublicUserSchema.entries);
export const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
