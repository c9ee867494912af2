import type { PublicUser } from '@cci/contracts';
import { ApiProperty } from '@nestjs/swagger';
import type { UserEntity } from './user.entity';

/** Response body of a member (contracts' PublicUser): never the password hash. */
export class PublicUserDto implements PublicUser {
  @ApiProperty({ example: 42 })
  id: number;

  @ApiProperty({ example: 'ada@example.com', description: 'Trimmed and lower-cased' })
  email: string;

  @ApiProperty({ example: 'Ada' })
  firstName: string;

  @ApiProperty({ example: 'Lovelace' })
  lastName: string;

  @ApiProperty({ type: String, nullable: true, example: null })
  profileImageUrl: string | null;

  @ApiProperty({ enum: ['member', 'admin'], example: 'member' })
  role: 'member' | 'admin';

  @ApiProperty({ format: 'date-time', example: '2026-11-20T10:00:00.000Z' })
  createdAt: string;
}

/** Exactly the public fields, in a stable order, whatever else the entity carries. */
export function toPublicUser(u: UserEntity): PublicUser {
  return {
    id: u.id,
    email: u.email,
    firstName: u.firstName,
    lastName: u.lastName,
    profileImageUrl: u.profileImageUrl,
    role: u.role,
    createdAt: u.createdAt.toISOString(),
  };
}
