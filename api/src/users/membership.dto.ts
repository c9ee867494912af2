import type { PendingMember } from '@cci/contracts';
import { ApiProperty } from '@nestjs/swagger';
import type { MembershipSummary } from './memberships.service';

const STATUSES = ['pending', 'approved', 'rejected'];

/** One community of the signed-in member (GET /api/me/memberships). */
export class MembershipSummaryDto implements MembershipSummary {
  @ApiProperty({ example: 1 })
  communityId: number;

  @ApiProperty({ example: 'entrepreneurs' })
  slug: string;

  @ApiProperty({ example: 'Entrepreneurs' })
  name: string;

  @ApiProperty({
    enum: STATUSES,
    example: 'pending',
    description: 'pending: waiting for an admin (MEMBER_APPROVAL=required); rejected: not approved',
  })
  status: 'pending' | 'approved' | 'rejected';

  @ApiProperty({ example: true })
  isPrimary: boolean;
}

/** A membership in the approval queue (contracts' PendingMember). */
export class PendingMemberDto implements PendingMember {
  @ApiProperty({ example: 12, description: 'The membership id (user_communities.id): the :id of approve-member / reject-member' })
  id: number;

  @ApiProperty({ example: 42 })
  userId: number;

  @ApiProperty({ example: 'Ada Lovelace', description: 'First and last name' })
  name: string;

  @ApiProperty({ example: 'ada@example.com' })
  email: string;

  @ApiProperty({ example: 'Educators', description: 'Community name' })
  community: string;

  @ApiProperty({ format: 'date-time', example: '2026-01-21T10:00:00.000Z', description: 'When the membership was created' })
  appliedAt: string;

  @ApiProperty({ enum: STATUSES, example: 'pending' })
  status: 'pending' | 'approved' | 'rejected';
}
