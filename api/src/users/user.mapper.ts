import type { AdminMember, PublicUser } from '@cci/contracts';
import type { UserEntity } from './user.entity';

/** Exactly the public fields, in a stable order, whatever else the entity carries; `primaryCommunity` is a slug. */
export function toPublicUser(u: UserEntity, primaryCommunity: string | null): PublicUser {
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
  };
}

/** A member as listed for admins (spec §3). */
export function toAdminMember(u: UserEntity): AdminMember {
  return { id: u.id, firstName: u.firstName, lastName: u.lastName, email: u.email, createdAt: u.createdAt.toISOString() };
}
