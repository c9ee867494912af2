import { type AdminMember, AUTH_MESSAGES, type PublicUser, type Registration } from '@cci/contracts';
import { ConflictException, Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { validationFailed } from '../common/valibot';
import { db } from '../database/sql';
import { APP_CONFIG } from '../config/app-config.token';
import type { AppConfig } from '../config/config';
import { hashPassword, makeDummyHash, verifyPassword } from './password';
import { toAdminMember, toPublicUser } from './user.mapper';
import type { MembershipStatus } from './user-community.entity';
import {
  ADMIN_MEMBER_LIST_SQL,
  type AdminMemberRow,
  COMMUNITY_IDS_SQL,
  type CommunityIdRow,
  EMAIL_EXISTS_SQL,
  INSERT_MEMBERSHIPS_SQL,
  INSERT_USER_SQL,
  PASSWORD_BY_EMAIL_SQL,
  type PasswordRow,
  type PublicUserRow,
} from './users.queries';
import { TableWritesSubscriber } from '../bus/table-writes.subscriber';

/** GET /api/admin/users lists at most this many members. */
export const ADMIN_MEMBER_LIST_LIMIT = 200;

export const EMAIL_TAKEN = 'An account with this email already exists';

const emailTaken = () => new ConflictException(EMAIL_TAKEN);

/** PostgreSQL unique_violation of the named constraint (TypeORM copies the driver's fields onto its error). */
export function isUniqueViolation(err: unknown, constraint: string): boolean {
  const e = err as { code?: string; constraint?: string; driverError?: { code?: string; constraint?: string } } | null;
  const code = e?.driverError?.code ?? e?.code;
  const name = e?.driverError?.constraint ?? e?.constraint;
  return code === '23505' && name === constraint;
}

@Injectable()
export class UsersService implements OnModuleInit {
  private dummyHash!: string;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly tableWrites: TableWritesSubscriber,
  ) {}

  async onModuleInit(): Promise<void> {
    this.dummyHash = await makeDummyHash();
  }

  /**
   * Creates the member and their memberships in one transaction. The e-mail arrives trimmed and
   * lower-cased (contracts' EmailSchema). A taken e-mail is a 409: checked first to spare the hash,
   * and enforced by the unique constraint, so concurrent registrations of one e-mail make one user.
   */
  async register(input: Registration): Promise<PublicUser> {
    if (await db.one(this.dataSource, EMAIL_EXISTS_SQL, [input.email])) throw emailTaken();
    const passwordHash = await hashPassword(input.password);
    const status: MembershipStatus = this.config.memberApproval === 'required' ? 'pending' : 'approved';
    try {
      return await this.dataSource.transaction(async (em) => {
        const { primaryId, additionalIds } = await this.resolveCommunities(em, input.primaryCommunity, input.additionalCommunities);
        const user = (await db.one<PublicUserRow>(em, INSERT_USER_SQL, [
          input.email,
          input.firstName,
          input.lastName,
          passwordHash,
          input.agreeToNewsletter,
        ]))!;
        await db.exec(em, INSERT_MEMBERSHIPS_SQL, [user.id, [primaryId, ...additionalIds], status]);
        // This replica's caches (member counts, lists) follow at the commit; the others hear it through the bus.
        this.tableWrites.wrote(em, 'users', 'user_communities');
        return toPublicUser(user, input.primaryCommunity);
      });
    } catch (err) {
      if (isUniqueViolation(err, 'users_email_key')) throw emailTaken();
      throw err;
    }
  }

  /** Community slugs -> ids; duplicates and the primary are removed from the additional ones. Unknown slugs are a 400. */
  private async resolveCommunities(
    em: EntityManager,
    primary: string,
    additional: string[],
  ): Promise<{ primaryId: number; additionalIds: number[] }> {
    const extra = [...new Set(additional)].filter((slug) => slug !== primary);
    const rows = await db.many<CommunityIdRow>(em, COMMUNITY_IDS_SQL, [[primary, ...extra]]);
    const ids = new Map(rows.map((r) => [r.slug, r.id]));
    const primaryId = ids.get(primary);
    if (primaryId === undefined) throw validationFailed({ primaryCommunity: AUTH_MESSAGES.primaryCommunity });
    const unknown = extra.filter((slug) => !ids.has(slug));
    if (unknown.length) throw validationFailed({ additionalCommunities: `Unknown community: ${unknown.join(', ')}` });
    return { primaryId, additionalIds: extra.map((slug) => ids.get(slug) as number) };
  }

  /**
   * The id of the member with this e-mail and password, or null. Without such a member (or without a password, an
   * external identity) the password is checked against a dummy hash, so the time taken does not tell which e-mails
   * have accounts.
   */
  async verify(email: string, password: string): Promise<number | null> {
    const user = await db.one<PasswordRow>(this.dataSource, PASSWORD_BY_EMAIL_SQL, [email]);
    const ok = await verifyPassword(user?.passwordHash ?? this.dummyHash, password);
    return ok && user?.passwordHash ? user.id : null;
  }

  /** Members as listed for admins (spec §3): newest first, at most `limit`. */
  async listForAdmin(limit = ADMIN_MEMBER_LIST_LIMIT): Promise<AdminMember[]> {
    const users = await db.many<AdminMemberRow>(this.dataSource, ADMIN_MEMBER_LIST_SQL, [limit]);
    return users.map(toAdminMember);
  }
}
