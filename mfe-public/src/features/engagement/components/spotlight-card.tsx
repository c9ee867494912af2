import type { MemberSpotlight } from '@cci/contracts';
import { Badge, initials } from '@cci/shared-ui';
import { Star, TrendingUp } from 'lucide-react';
import { useId } from 'react';
import styled from 'styled-components';
import { BadgeList, BadgeRow, BodyText, EngagementCard } from '@cci/shared-ui/engagement-card';

const Card = styled(EngagementCard)<{ $featured: boolean }>`
  ${(p) => p.$featured && `border-color: ${p.theme.color.primaryLine};`}
  /* A thin brand stripe marks the featured stories at a glance. */
  &::before {
    content: '';
    position: absolute;
    inset: 0 0 auto;
    height: 4px;
    background: ${(p) => (p.$featured ? p.theme.gradient.brand : 'transparent')};
  }
`;
const Author = styled.p`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space(2.5)};
  font-size: ${(p) => p.theme.fontSize.sm};
  color: ${(p) => p.theme.color.muted};
  strong {
    color: ${(p) => p.theme.color.ink};
    font-weight: ${(p) => p.theme.fontWeight.semibold};
  }
`;
const Avatar = styled.span.attrs({ 'aria-hidden': true })`
  display: inline-grid;
  place-items: center;
  flex: none;
  width: 36px;
  height: 36px;
  border-radius: 50%;
  background: ${(p) => p.theme.color.primarySoft};
  color: ${(p) => p.theme.color.primaryHover};
  font-size: ${(p) => p.theme.fontSize.xs};
  font-weight: ${(p) => p.theme.fontWeight.bold};
`;
const Results = styled.section`
  display: grid;
  gap: ${(p) => p.theme.space(1.5)};
  margin-top: auto;
  padding: ${(p) => p.theme.space(4)};
  border-radius: ${(p) => p.theme.radius.md};
  background: ${(p) => p.theme.color.successSoft};
  h4 {
    display: flex;
    align-items: center;
    gap: ${(p) => p.theme.space(1.5)};
    color: ${(p) => p.theme.color.success};
  }
  h4 svg {
    width: 16px;
    height: 16px;
  }
  p {
    font-size: ${(p) => p.theme.fontSize.sm};
    color: ${(p) => p.theme.color.ink};
    line-height: 1.55;
  }
`;

/** Spec §2/§3 Example spotlight: title, author, community, story, AI tools used, results, featured marker. */
export function SpotlightCard({ spotlight }: { spotlight: MemberSpotlight }) {
  const titleId = useId();
  return (
    <Card as="article" $featured={spotlight.featured} aria-labelledby={titleId} data-testid="spotlight-card">
      <BadgeRow>
        <Badge $tone="primary">{spotlight.communityId}</Badge>
        {spotlight.featured && (
          <Badge $tone="warning">
            <Star aria-hidden="true" /> Featured
          </Badge>
        )}
      </BadgeRow>
      <h3 id={titleId}>{spotlight.title}</h3>
      <Author>
        <Avatar>{initials(spotlight.author)}</Avatar>
        <span>
          by <strong>{spotlight.author}</strong>
        </span>
      </Author>
      <BodyText>{spotlight.story}</BodyText>
      <div>
        <h4>AI tools used</h4>
        <BadgeList>
          {spotlight.aiToolsUsed.map((tool) => (
            <li key={tool}>
              <Badge>{tool}</Badge>
            </li>
          ))}
        </BadgeList>
      </div>
      <Results>
        <h4>
          <TrendingUp aria-hidden="true" /> Results
        </h4>
        <p>{spotlight.results}</p>
      </Results>
    </Card>
  );
}
