import type { AdminMember, PublicUser } from '@cci/contracts';
import type { AdminMemberRow, PublicUserRow } from './users.queries';

/** Exactly the public fields, in a stable order, whatever else the row carries; `primaryCommunity` is a slug. */
export function toPublicUser(u: PublicUserRow, primaryCommunity: string | null): PublicUser {
  return {
    id: u.id,
    email: u.email,
    firstName: u.firstName,
    lastName: u.lastName,
    profileImageUrl: u.profileImageUrl,
    role: u.role,
    createdAt: u.createdAt.toISOString(),
    emailVerified: u.emailVerifiedAt !== null,
    primaryCommunity,
    timeZone: u.timeZone,
  };
}

/** A member as listed for admins (spec §3). */
export function toAdminMember(u: AdminMemberRow): AdminMember {
  return { id: u.id, firstName: u.firstName, lastName: u.lastName, email: u.email, createdAt: u.createdAt.toISOString() };
}
