import type { DiscussionCategory } from '@cci/contracts';
import { Badge, theme } from '@cci/shared-ui';
import { Clock, MessagesSquare } from 'lucide-react';
import { useId } from 'react';
import styled from 'styled-components';
import { plural, safeColour } from '../format';
import { BodyText, EngagementCard } from '@cci/shared-ui/engagement-card';
import { Facts } from './engagement-card';

const Head = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${(p) => p.theme.space(4)};
`;
const IconTile = styled.span<{ $color: string }>`
  display: grid;
  place-items: center;
  flex: none;
  width: 48px;
  height: 48px;
  border-radius: ${(p) => p.theme.radius.md};
  background: ${(p) => p.$color};
  color: ${(p) => p.theme.color.onDark};
  box-shadow: ${(p) => p.theme.shadow.sm};
  svg {
    width: 24px;
    height: 24px;
  }
`;
const Who = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space(2)};
  justify-items: start;
  min-width: 0;
`;
const Row = styled(Facts)`
  grid-auto-flow: column;
  justify-content: space-between;
  padding-top: ${(p) => p.theme.space(4)};
  border-top: 1px solid ${(p) => p.theme.color.border};
  color: ${(p) => p.theme.color.muted};
  dt {
    color: ${(p) => p.theme.color.subtle};
  }
`;

/** Spec §2 Discussion Forums card: coloured icon, name, description, community, topic count, last activity. */
export function CategoryCard({ category }: { category: DiscussionCategory }) {
  const nameId = useId();
  return (
    <EngagementCard as="article" aria-labelledby={nameId} data-testid="category-card">
      <Head>
        <IconTile $color={safeColour(category.color, theme.color.primary)} data-testid="category-icon">
          <MessagesSquare aria-hidden="true" />
        </IconTile>
        <Who>
          <h3 id={nameId}>{category.name}</h3>
          <Badge $tone="primary">{category.communityId}</Badge>
        </Who>
      </Head>
      <BodyText>{category.description}</BodyText>
      <Row>
        <div>
          <dt>
            <MessagesSquare aria-hidden="true" />
            <span className="visually-hidden">Topics</span>
          </dt>
          <dd>{plural(category.topics, 'topic')}</dd>
        </div>
        <div>
          <dt>
            <Clock aria-hidden="true" />
            <span className="visually-hidden">Last activity</span>
          </dt>
          <dd>{category.lastActivity}</dd>
        </div>
      </Row>
    </EngagementCard>
  );
}
