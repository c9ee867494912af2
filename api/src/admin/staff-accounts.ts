import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { APP_CONFIG } from '../config/app-config.token';
import type { AppConfig } from '../config/config';

/** Grants the admin role to the verified accounts of ADMIN_EMAILS; the addresses with no such account yet. */
export const GRANT_ADMIN_EMAILS_SQL = `
  WITH granted AS (
    UPDATE users SET role = 'admin' WHERE lower(email) = ANY($1::text[]) AND email_verified_at IS NOT NULL AND role <> 'admin'
    RETURNING email)
  SELECT (SELECT coalesce(array_agg(email), '{}') FROM granted) AS granted,
         (SELECT coalesce(array_agg(a), '{}') FROM unnest($1::text[]) a
           WHERE NOT EXISTS (SELECT 1 FROM users u WHERE lower(u.email) = a AND u.email_verified_at IS NOT NULL)) AS missing`;

/**
 * Staff accounts from the environment (issue 16 §1): at boot, the accounts of ADMIN_EMAILS get the admin role, once
 * their address is verified (an unverified account could be anyone's registration of that address). Other grants go
 * through an admin (POST /api/admin/members/:id/role), recorded in the audit log.
 */
@Injectable()
export class StaffAccounts implements OnApplicationBootstrap {
  private readonly logger = new Logger('Admin');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.adminEmails.length) return;
    const [{ granted, missing }] = (await this.dataSource.query(GRANT_ADMIN_EMAILS_SQL, [this.config.adminEmails])) as {
      granted: string[];
      missing: string[];
    }[];
    if (granted.length) this.logger.log(`ADMIN_EMAILS: admin role granted to ${granted.length} account(s)`);
    if (missing.length)
      this.logger.warn(`ADMIN_EMAILS: ${missing.length} address(es) have no verified account yet; restart once they have verified`);
  }
}
