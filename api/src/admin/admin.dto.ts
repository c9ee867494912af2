import { type AdminMember, type AdminStats, WELCOME_TEMPLATE_KEYS } from '@cci/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { DemoRequestRecord, EventRequestRecord, WaitlistRecord } from '../requests/requests.types';

/** OpenAPI description of contracts' AdminPasswordSchema. */
export class AdminPasswordDto {
  @ApiProperty({ example: 'the staff password', minLength: 1, maxLength: 200, description: 'Required ("Password is required")' })
  password: string;
}

export class AdminSessionDto {
  @ApiProperty({ enum: [true], example: true })
  admin: true;
}

export class AdminStatsDto implements AdminStats {
  @ApiProperty({ example: 156 })
  totalUsers: number;

  @ApiProperty({ example: 3, description: 'Memberships waiting for approval' })
  pendingMembers: number;

  @ApiProperty({ example: 12 })
  totalEvents: number;

  @ApiProperty({ example: 8 })
  totalArticles: number;
}

/** Spec §3 Member as listed for admins. */
export class AdminMemberDto implements AdminMember {
  @ApiProperty({ example: 42 })
  id: number;

  @ApiProperty({ example: 'Ada' })
  firstName: string;

  @ApiProperty({ example: 'Lovelace' })
  lastName: string;

  @ApiProperty({ example: 'ada@example.com' })
  email: string;

  @ApiProperty({ format: 'date-time', example: '2026-01-21T10:00:00.000Z' })
  createdAt: string;
}

export class EventRequestRecordDto implements EventRequestRecord {
  @ApiProperty({ example: 1 }) id: number;
  @ApiProperty({ example: 'workshop' }) eventType: string;
  @ApiProperty({ example: 'Prompting for shop owners' }) title: string;
  @ApiProperty({ example: 'A hands-on workshop.' }) description: string;
  @ApiProperty({ example: 'Leeds' }) preferredLocation: string;
  @ApiProperty({ example: 'events@example.com' }) contactEmail: string;
  @ApiProperty({ example: '' }) additionalInfo: string;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}

export class DemoRequestRecordDto implements DemoRequestRecord {
  @ApiProperty({ example: 1 }) id: number;
  @ApiProperty({ example: 'Grace Hopper' }) name: string;
  @ApiProperty({ example: 'grace@example.com' }) email: string;
  @ApiProperty({ example: '' }) company: string;
  @ApiProperty({ example: '' }) role: string;
  @ApiProperty({ example: 'creatives' }) communityInterest: string;
  @ApiProperty({ example: 'midday' }) preferredTime: string;
  @ApiProperty({ type: [String], example: ['Industry Insights'] }) specificInterests: string[];
  @ApiProperty({ example: '' }) additionalNotes: string;
  @ApiProperty({ example: 'DEMO-8K2M4Q7R' }) confirmationId: string;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}

export class WaitlistRecordDto implements WaitlistRecord {
  @ApiProperty({ example: 1 }) id: number;
  @ApiProperty({ example: 'someone@example.com' }) email: string;
  @ApiProperty({ example: 'students' }) community: string;
  @ApiProperty({ example: 'Interview preparation' }) useCase: string;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ format: 'date-time' }) updatedAt: string;
}

export class AdminRequestsDto {
  @ApiProperty({ type: [EventRequestRecordDto], description: 'Newest first' })
  eventRequests: EventRequestRecordDto[];

  @ApiProperty({ type: [DemoRequestRecordDto], description: 'Newest first' })
  demoRequests: DemoRequestRecordDto[];

  @ApiProperty({ type: [WaitlistRecordDto], description: 'Newest first' })
  waitlist: WaitlistRecordDto[];
}

/** OpenAPI description of contracts' SendWelcomeSchema. */
export class SendWelcomeDto {
  @ApiProperty({ example: 'ada@example.com', format: 'email' })
  email: string;

  @ApiPropertyOptional({ example: 'Ada', maxLength: 100, description: 'Greeting and subject; empty: "Hello,"' })
  firstName?: string;

  @ApiPropertyOptional({ enum: WELCOME_TEMPLATE_KEYS, default: 'entrepreneurs', description: 'Welcome template' })
  community?: string;

  @ApiProperty({ example: 'the staff password', description: 'The staff password again (spec §3), checked by the server' })
  adminPassword: string;

  @ApiPropertyOptional({ example: "See you at Thursday's meetup!", maxLength: 5000, description: 'Its own paragraph in the e-mail' })
  customMessage?: string;
}

export class WelcomeSentDto {
  @ApiProperty({ example: 'Welcome email sent' })
  message: string;

  @ApiProperty({ example: '<0b8e2c1a-...@theainetwork.example>', description: 'Message-ID of the e-mail' })
  messageId: string;
}
