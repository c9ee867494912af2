import { ACCOUNT_MESSAGES } from '@cci/contracts';
import request from 'supertest';
import { type SinkMessage, type SmtpSink, startSmtpSink } from '../../tools/mail/smtp-sink.cjs';
import { AccountMailer } from '../src/accounts/account-mailer';
import type { AuthModuleOptions } from '../src/auth/auth.module';
import { registration, sidCookie } from './auth-helpers';
import { freshDatabase, relaxedAuthLimits, startTestApp, type TestApp, type TestAppOptions, type TestDatabase } from './support';

/** The origin the test apps build their e-mail links from (PUBLIC_URL). */
export const PUBLIC_URL = 'https://community.example.test';

/** The 400 of a well-formed token that is unknown, expired, spent or of another purpose. */
export const TOKEN_INVALID_BODY = {
  statusCode: 400,
  error: 'Bad Request',
  message: ACCOUNT_MESSAGES.tokenInvalid,
  errors: { token: ACCOUNT_MESSAGES.tokenInvalid },
};

export interface AccountsTestApp extends TestApp {
  db: TestDatabase;
  sink: SmtpSink;
  http(): ReturnType<typeof request>;
  /** Resolves once the work the app does after answering (the e-mails) is done. */
  idle(): Promise<void>;
  /** Registers a member (signed in): its body, cookie and id. */
  member(
    overrides?: Record<string, unknown>,
  ): Promise<{ body: Record<string, unknown>; email: string; password: string; cookie: string; id: number }>;
  /** The next e-mail to `to` (after the `after` first ones) whose text has a link to `${PUBLIC_URL}/<page>?token=`. */
  linkMail(to: string, page: string, after?: number): Promise<{ message: SinkMessage; token: string }>;
  stop(): Promise<void>;
}

/**
 * A fresh database, a real SMTP server (tools/mail/smtp-sink.cjs) and the app with SMTP_URL pointed at it and
 * PUBLIC_URL set. Limits relaxed unless `auth` says otherwise.
 */
export async function startAccountsApp(
  auth: AuthModuleOptions = relaxedAuthLimits(10_000),
  env: Record<string, string> = {},
  imports: TestAppOptions['imports'] = [],
): Promise<AccountsTestApp> {
  const db = await freshDatabase();
  const sink = await startSmtpSink();
  const t = await startTestApp(db.url, { env: { SMTP_URL: sink.url, PUBLIC_URL, ...env }, auth, imports });
  const http = () => request(t.app.getHttpServer());
  const idle = () => t.app.get(AccountMailer).idle();
  return {
    ...t,
    db,
    sink,
    http,
    idle,
    async member(overrides = {}) {
      const body = registration(overrides);
      const res = await http().post('/api/register').send(body).expect(201);
      return { body, email: body.email as string, password: body.password as string, cookie: sidCookie(res), id: res.body.id as number };
    },
    async linkMail(to, page, after = 0) {
      const prefix = `${PUBLIC_URL}/${page}?token=`;
      const message = await sink.waitFor(to, { after, match: (m) => m.text.includes(prefix) });
      const link = message.text.match(/https?:\/\/\S+/g)!.find((url) => url.startsWith(prefix))!;
      return { message, token: link.slice(prefix.length) };
    },
    async stop() {
      await t.close();
      await sink.close();
      await db.drop();
    },
  };
}

/** The session cookie lines of a response that clear `sid`. */
export const clearsSid = (res: request.Response): boolean =>
  ([] as string[])
    .concat((res.headers['set-cookie'] as unknown as string[] | undefined) ?? [])
    .some((line) => /^sid=;/.test(line) && /Expires=Thu, 01 Jan 1970/i.test(line));
