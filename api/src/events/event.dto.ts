import type { CommunityEvent } from '@cci/contracts';
import { ApiProperty } from '@nestjs/swagger';
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
