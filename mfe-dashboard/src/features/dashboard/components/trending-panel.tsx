import { Badge, Skeleton } from '@cci/shared-ui';
import { useTrending } from '@cci/shared-ui/api';
import { threadPath } from '@cci/forum-ui';
import { Link } from '@cci/shared-ui/router';
import { Hash, MessageCircle, TrendingUp } from 'lucide-react';
import styled from 'styled-components';
import { TRENDING_TOPICS } from '../../../content/sidebar';
import { plural } from '../dashboard-view';
import { Panel } from './panel';
import { SideList, Small, Tile } from '../../../components/side-list';

const TopicLink = styled(Link)`
  font-size: ${(p) => p.theme.fontSize.sm};
  font-weight: ${(p) => p.theme.fontWeight.semibold};
  color: ${(p) => p.theme.color.ink};
  line-height: ${(p) => p.theme.lineHeight.snug};
  text-decoration: none;
  overflow-wrap: anywhere;
  &:hover {
    color: ${(p) => p.theme.color.primaryHover};
    text-decoration: underline;
  }
`;
const ExampleNote = styled.p`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space(2)};
  font-size: ${(p) => p.theme.fontSize.xs};
  color: ${(p) => p.theme.color.muted};
`;

/**
 * "Trending in AI" (spec §2): the week's most active threads of the community, each a link to it. The
 * spec's four example topics show only while the community has no such thread, marked as examples.
 */
export function TrendingPanel({ slug }: { slug: string }) {
  const { data, error } = useTrending(slug);
  const loading = !data && !error;
  const examples = !loading && (!data || data.length === 0);
  return (
    <Panel id="dashboard-trending" title="Trending in AI" icon={<TrendingUp aria-hidden="true" />} testId="trending">
      {loading && (
        <SideList aria-busy="true" aria-label="Loading trending discussions">
          {[0, 1, 2].map((i) => (
            <li key={i}>
              <Skeleton $w="100%" $h="36px" $radius="8px" />
            </li>
          ))}
        </SideList>
      )}
      {data && data.length > 0 && (
        <SideList data-testid="trending-threads">
          {data.map((t) => (
            <li key={t.id}>
              <Tile $tone="primary">
                <Hash />
              </Tile>
              <div>
                <TopicLink to={threadPath(t.community?.slug ?? slug, t.id)}>{t.title}</TopicLink>
                <Small>
                  <MessageCircle aria-hidden="true" /> {plural(t.replyCount, 'reply', 'replies')} · {plural(t.likeCount, 'like')}
                </Small>
              </div>
            </li>
          ))}
        </SideList>
      )}
      {examples && (
        <>
          <ExampleNote data-testid="trending-examples-note">
            <Badge $tone="warning">Examples</Badge> Nothing trending this week yet
          </ExampleNote>
          <SideList data-testid="trending-examples">
            {TRENDING_TOPICS.map((t) => (
              <li key={t.title}>
                <Tile $tone="primary">
                  <Hash />
                </Tile>
                <div>
                  <strong>{t.title}</strong>
                  <Small>{t.count}</Small>
                </div>
              </li>
            ))}
          </SideList>
        </>
      )}
    </Panel>
  );
}
