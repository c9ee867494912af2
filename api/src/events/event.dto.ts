import type { CommunityEvent } from '@cci/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { EventEntity } from './event.entity';

/** Response body of an event (spec §3, contracts' CommunityEvent). */
export class EventDto implements CommunityEvent {
  @ApiProperty({ example: 1 })
  id: number;

  @ApiProperty({ example: 'AI Pitch Night: Founders Meet Investors' })
  title: string;

  @ApiProperty()
  description: string;

  @ApiProperty({ description: 'Display text, not a timestamp', example: 'March 12, 2027 · 6:30 PM' })
  date: string;

  @ApiProperty({ example: 'London' })
  location: string;

  @ApiProperty({ type: Number, nullable: true, example: 1 })
  communityId: number | null;

  @ApiProperty({ example: false })
  featured: boolean;

  @ApiProperty({ type: String, nullable: true, description: 'Image URL' })
  image: string | null;
}

/** OpenAPI description of contracts' CreateEventSchema (the schema itself validates). */
export class CreateEventDto {
  @ApiProperty({ example: 'AI Pitch Night: Founders Meet Investors', maxLength: 200, description: 'Required ("Title is required")' })
  title: string;

  @ApiPropertyOptional({ maxLength: 5000, default: '' })
  description?: string;

  @ApiProperty({ description: 'Display text, not a timestamp ("Date is required")', example: 'March 12, 2027 · 6:30 PM', maxLength: 200 })
  date: string;

  @ApiProperty({ example: 'London', maxLength: 200, description: 'Required ("Location is required")' })
  location: string;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: 500,
    default: null,
    description: 'A path on this site (/images/...; not //host, no scheme or backslash); empty means none',
  })
  image?: string | null;

  @ApiPropertyOptional({ default: false })
  featured?: boolean;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    minimum: 1,
    default: null,
    example: 1,
    description: 'Id of an existing community ("Unknown community" otherwise), or null',
  })
  communityId?: number | null;
}

/** Exactly the public fields, in a stable order. */
export function toEvent(e: EventEntity): CommunityEvent {
  return {
    id: e.id,
    title: e.title,
    description: e.description,
    date: e.date,
    location: e.location,
    communityId: e.communityId,
    featured: e.featured,
    image: e.image,
  };
}
