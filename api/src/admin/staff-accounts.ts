import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { APP_CONFIG } from '../config/app-config.token';
import type { AppConfig } from '../config/config';
import { db } from '../database/sql';
import { GRANT_ADMIN_EMAILS_SQL, type GrantedRow } from './admin.queries';

/**
 * Staff accounts from the environment: at boot, the accounts of ADMIN_EMAILS get the admin role, once
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
    const [{ granted, missing }] = await db.many<GrantedRow>(this.dataSource, GRANT_ADMIN_EMAILS_SQL, [this.config.adminEmails]);
    if (granted.length) this.logger.log(`ADMIN_EMAILS: admin role granted to ${granted.length} account(s)`);
    if (missing.length)
      this.logger.warn(`ADMIN_EMAILS: ${missing.length} address(es) have no verified account yet; restart once they have verified`);
  }
}
