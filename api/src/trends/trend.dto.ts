import type { Trend } from '@cci/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { TrendEntity } from './trend.entity';

/** Response body of a trend (spec §3, contracts' Trend; `trend_type` is snake_case there too). */
export class TrendDto implements Trend {
  @ApiProperty({ example: 1 })
  id: number;

  @ApiProperty({ example: 'Small Language Models on Everyday Laptops' })
  title: string;

  @ApiProperty({ example: 184 })
  discussionCount: number;

  @ApiProperty({ description: 'Icon name', example: 'trending-up' })
  icon: string;

  @ApiProperty({ description: 'Accent colour', example: '#4F46E5' })
  color: string;

  @ApiProperty({ type: String, nullable: true, description: 'Opened in a new tab when present', example: null })
  url: string | null;

  @ApiProperty({ description: 'Same as discussionCount (the public list reads this name)', example: 184 })
  discussions: number;

  @ApiProperty({ example: '2.4k reactions' })
  engagement: string;

  @ApiProperty({ example: 'Community' })
  source: string;

  @ApiProperty({ example: 'Tools' })
  trend_type: string;
}

/** OpenAPI description of contracts' CreateTrendSchema (the schema itself validates). */
export class CreateTrendDto {
  @ApiProperty({ example: 'Small Language Models on Everyday Laptops', maxLength: 200, description: 'Required ("Title is required")' })
  title: string;

  @ApiPropertyOptional({ maxLength: 64, default: 'trending-up' })
  icon?: string;

  @ApiPropertyOptional({ pattern: '^#[0-9a-fA-F]{6}$', default: '#4F46E5' })
  color?: string;

  @ApiPropertyOptional({
    oneOf: [{ type: 'integer', minimum: 0 }, { type: 'string' }],
    default: 0,
    description: 'A non-negative number; anything non-numeric becomes 0',
    example: 42,
  })
  discussionCount?: number | string;
}

/** Exactly the contract's fields, in a stable order. */
export function toTrend(e: TrendEntity): Trend {
  return {
    id: e.id,
    title: e.title,
    discussionCount: e.discussionCount,
    icon: e.icon,
    color: e.color,
    url: e.url,
    discussions: e.discussionCount,
    engagement: e.engagement,
    source: e.source,
    trend_type: e.trendType,
  };
}
