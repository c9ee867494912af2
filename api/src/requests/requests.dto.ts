import { COMMUNITY_OPTIONS, DEMO_INTERESTS, DEMO_TIME_SLOTS, EVENT_TYPES } from '@cci/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/** OpenAPI description of contracts' EventRequestSchema (the schema itself validates). */
export class EventRequestDto {
  @ApiProperty({ enum: EVENT_TYPES.map((t) => t.value), example: 'workshop', description: '"Please select an event type"' })
  eventType: string;

  @ApiProperty({
    minLength: 3,
    maxLength: 200,
    example: 'Hands-on prompt writing for small charities',
    description: '"Event title must be at least 3 characters"',
  })
  title: string;

  @ApiProperty({ minLength: 10, maxLength: 5000, description: '"Please provide a detailed description (at least 10 characters)"' })
  description: string;

  @ApiProperty({ minLength: 1, maxLength: 200, example: 'Manchester', description: '"Please specify a preferred location"' })
  preferredLocation: string;

  @ApiProperty({ format: 'email', maxLength: 254, example: 'ada@example.com', description: 'Stored trimmed and lower-cased' })
  contactEmail: string;

  @ApiPropertyOptional({ maxLength: 5000, default: '' })
  additionalInfo?: string;
}

/** OpenAPI description of contracts' DemoRequestSchema. */
export class DemoRequestDto {
  @ApiProperty({ maxLength: 200, example: 'Ada Lovelace', description: '"Name is required"' })
  name: string;

  @ApiProperty({ format: 'email', maxLength: 254, example: 'ada@example.com' })
  email: string;

  @ApiPropertyOptional({ maxLength: 200, default: '' })
  company?: string;

  @ApiPropertyOptional({ maxLength: 200, default: '' })
  role?: string;

  @ApiProperty({ enum: COMMUNITY_OPTIONS.map((o) => o.value), example: 'entrepreneurs', description: '"Please select a community"' })
  communityInterest: string;

  @ApiProperty({ enum: DEMO_TIME_SLOTS.map((o) => o.value), example: 'morning', description: '"Please select a preferred time"' })
  preferredTime: string;

  @ApiPropertyOptional({
    type: 'array',
    items: { type: 'string', enum: [...DEMO_INTERESTS] },
    default: [],
    maxItems: DEMO_INTERESTS.length,
  })
  specificInterests?: string[];

  @ApiPropertyOptional({ maxLength: 5000, default: '' })
  additionalNotes?: string;

  @ApiProperty({ enum: [true], example: true, description: 'Must be true ("You must agree to be contacted")' })
  agreeToContact: boolean;
}

/** OpenAPI description of contracts' WaitlistSchema. */
export class WaitlistDto {
  @ApiProperty({
    format: 'email',
    maxLength: 254,
    example: 'ada@example.com',
    description: 'Stored trimmed and lower-cased; one entry per e-mail',
  })
  email: string;

  @ApiProperty({ enum: COMMUNITY_OPTIONS.map((o) => o.value), example: 'creatives', description: '"Please select your primary community"' })
  community: string;

  @ApiProperty({ minLength: 1, maxLength: 5000, description: '"Please tell us your main use case"' })
  useCase: string;
}

export class CreatedIdDto {
  @ApiProperty({ example: 1 })
  id: number;
}

export class DemoRequestReceiptDto {
  @ApiProperty({ example: 1 })
  id: number;

  @ApiProperty({
    example: 'DEMO-7K2QX9MB',
    pattern: '^DEMO-[0-9A-HJKMNP-TV-Z]{8}$',
    description: 'Unique; not shown to the visitor (spec §7)',
  })
  confirmationId: string;
}

export class WaitlistReceiptDto {
  @ApiProperty({ example: 1 })
  id: number;

  @ApiProperty({ example: 'ada@example.com' })
  email: string;
}
