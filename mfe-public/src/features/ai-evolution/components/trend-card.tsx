import type { Trend } from '@cci/contracts';
import { Badge, Skeleton } from '@cci/shared-ui';
import { ExternalLink, Flame, MessageSquare, Newspaper } from 'lucide-react';
import styled from 'styled-components';
import { accentColour, commentsLabel, trendHref, trendTypeLabel } from '../ai-evolution';

const Card = styled.article<{ $accent?: string; $linked: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(3)};
  height: 100%;
  padding: ${(p) => p.theme.space(5)} ${(p) => p.theme.space(5)} ${(p) => p.theme.space(5)};
  background: ${(p) => p.theme.color.surface};
  border: 1px solid ${(p) => p.theme.color.border};
  border-top: 4px solid ${(p) => p.$accent ?? p.theme.color.primary};
  border-radius: ${(p) => p.theme.radius.lg};
  box-shadow: ${(p) => p.theme.shadow.sm};
  transition:
    transform 180ms ease,
    box-shadow 180ms ease;
  ${(p) => p.$linked && `&:hover { transform: translateY(-2px); box-shadow: ${p.theme.shadow.md}; }`}
  /* One link per card (the title); its ::after makes the whole card clickable. */
  &:has(a:focus-visible) {
    outline: 3px solid ${(p) => p.theme.color.focus};
    outline-offset: 2px;
  }
  h3 {
    font-size: ${(p) => p.theme.fontSize.lg};
    line-height: ${(p) => p.theme.lineHeight.snug};
    flex: 1;
    overflow-wrap: anywhere;
  }
  dd {
    overflow-wrap: anywhere;
    min-width: 0;
  }
  h3 a {
    color: inherit;
    text-decoration: none;
  }
  h3 a::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: inherit;
  }
  h3 a:focus-visible {
    outline: none;
  }
  h3 a:hover {
    color: ${(p) => p.theme.color.primary};
  }
`;
const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${(p) => p.theme.space(2)};
  > svg {
    width: 18px;
    height: 18px;
    color: ${(p) => p.theme.color.subtle};
  }
`;
const Stats = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space(2)} ${(p) => p.theme.space(4)};
  margin: 0;
  font-size: ${(p) => p.theme.fontSize.sm};
  color: ${(p) => p.theme.color.muted};
  > div {
    display: inline-flex;
    align-items: center;
    gap: ${(p) => p.theme.space(1.5)};
  }
  dt svg {
    width: 16px;
    height: 16px;
    color: ${(p) => p.theme.color.primary};
  }
  dd {
    margin: 0;
  }
`;

/**
 * Spec §2 AI Evolution: a trend's title, comment count, engagement, source and type. A trend with a url opens it
 * in a new tab; one without is a plain card.
 */
export function TrendCard({ trend }: { trend: Trend }) {
  const href = trendHref(trend.url);
  return (
    <Card $accent={accentColour(trend.color)} $linked={Boolean(href)} data-testid="trend-card">
      <Top>
        <Badge $tone="primary">{trendTypeLabel(trend.trend_type)}</Badge>
        {href && <ExternalLink aria-hidden="true" />}
      </Top>
      <h3>
        {href ? (
          <a href={href} target="_blank" rel="noopener noreferrer">
            {trend.title}
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        ) : (
          trend.title
        )}
      </h3>
      <Stats>
        <div>
          <dt>
            <MessageSquare aria-hidden="true" />
            <span className="visually-hidden">Comments</span>
          </dt>
          <dd>{commentsLabel(trend.discussions)}</dd>
        </div>
        <div>
          <dt>
            <Flame aria-hidden="true" />
            <span className="visually-hidden">Engagement</span>
          </dt>
          <dd>{trend.engagement} engagement</dd>
        </div>
        <div>
          <dt>
            <Newspaper aria-hidden="true" />
            <span className="visually-hidden">Source</span>
          </dt>
          <dd>{trend.source}</dd>
        </div>
      </Stats>
    </Card>
  );
}

export function TrendCardSkeleton() {
  return (
    <Card $linked={false} data-testid="trend-card-skeleton" aria-hidden="true">
      <Skeleton $w="90px" $h="1.4rem" $radius="999px" />
      <Skeleton $w="90%" $h="1.25rem" />
      <Skeleton $w="60%" $h="1.25rem" />
      <Skeleton $w="75%" />
    </Card>
  );
}
