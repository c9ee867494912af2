import type { Trend } from '@cci/contracts';
import type { TrendEntity } from './trend.entity';

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
