import type { Trend } from '@cci/contracts';
import type { TrendRow } from './trends.queries';

/** Exactly the contract's fields, in a stable order. */
export function toTrend(e: TrendRow): Trend {
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
