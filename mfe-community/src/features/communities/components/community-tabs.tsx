import type { Community, CommunityExtras } from '@cci/contracts';
import { ButtonLink, Card, media, Skeleton } from '@cci/shared-ui';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@cci/shared-ui/tabs';
import { CalendarCheck, Check, Compass, Hash, LifeBuoy, Sprout, UserPlus } from 'lucide-react';
import { lazy, Suspense, type ReactNode } from 'react';
import styled from 'styled-components';
// The Events tab's list: loaded when the tab opens (an inactive tab renders nothing), not on the page's first visit.
const CommunityEvents = lazy(() => import('./community-events').then((m) => ({ default: m.CommunityEvents })));
import { MembershipAction } from '../../../components/membership-action';

const Panel = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space(6)};
  h2 {
    font-size: ${(p) => p.theme.fontSize['2xl']};
  }
  h3 {
    font-size: ${(p) => p.theme.fontSize.xl};
  }
`;
const Prose = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space(4)};
  max-width: 72ch;
  p {
    color: ${(p) => p.theme.color.text};
    font-size: ${(p) => p.theme.fontSize.lg};
    line-height: 1.7;
  }
`;
const JoinBlock = styled(Card)`
  display: grid;
  gap: ${(p) => p.theme.space(4)};
  padding: ${(p) => p.theme.space(6)};
  background: ${(p) => p.theme.color.primarySoft};
  border-color: ${(p) => p.theme.color.primaryLine};
  p {
    color: ${(p) => p.theme.color.muted};
  }
  div {
    display: flex;
    flex-wrap: wrap;
    gap: ${(p) => p.theme.space(3)};
  }
`;
const TwoColumns = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space(8)};
  ${media.lg} {
    grid-template-columns: 1fr 1fr;
  }
`;
const TopicGrid = styled.ul`
  display: grid;
  gap: ${(p) => p.theme.space(3)};
  margin: ${(p) => p.theme.space(4)} 0 0;
  padding: 0;
  list-style: none;
  ${media.sm} {
    grid-template-columns: 1fr 1fr;
  }
  li {
    display: flex;
    align-items: center;
    gap: ${(p) => p.theme.space(2)};
    padding: ${(p) => p.theme.space(3)} ${(p) => p.theme.space(4)};
    background: ${(p) => p.theme.color.surface};
    border: 1px solid ${(p) => p.theme.color.border};
    border-radius: ${(p) => p.theme.radius.md};
    font-size: ${(p) => p.theme.fontSize.sm};
    font-weight: ${(p) => p.theme.fontWeight.medium};
  }
  li svg {
    flex: none;
    width: 16px;
    height: 16px;
    color: ${(p) => p.theme.color.accent};
  }
`;
const CheckList = styled.ul`
  display: grid;
  gap: ${(p) => p.theme.space(3)};
  margin: ${(p) => p.theme.space(4)} 0 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    gap: ${(p) => p.theme.space(3)};
    line-height: 1.55;
  }
  li svg {
    flex: none;
    width: 20px;
    height: 20px;
    padding: 3px;
    border-radius: 50%;
    background: ${(p) => p.theme.color.successSoft};
    color: ${(p) => p.theme.color.success};
  }
`;
const HelpGrid = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space(4)};
  margin-top: ${(p) => p.theme.space(4)};
  ${media.md} {
    grid-template-columns: repeat(3, 1fr);
  }
`;
const HelpCard = styled(Card)`
  padding: ${(p) => p.theme.space(5)};
  h4 {
    font-size: ${(p) => p.theme.fontSize.base};
    color: ${(p) => p.theme.color.ink};
    margin-bottom: ${(p) => p.theme.space(2)};
  }
  p {
    color: ${(p) => p.theme.color.muted};
    font-size: ${(p) => p.theme.fontSize.sm};
  }
`;
const SectionHead = styled.h3`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space(2)};
  svg {
    width: 22px;
    height: 22px;
    color: ${(p) => p.theme.color.primary};
  }
`;
const Muted = styled.p`
  color: ${(p) => p.theme.color.muted};
  margin-top: ${(p) => p.theme.space(3)};
`;
const Lines = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space(3)};
  max-width: 72ch;
  margin-top: ${(p) => p.theme.space(4)};
`;

/** Stands in for extra content while it loads (only in the browser: the server renders with it). */
function LinesSkeleton({ lines }: { lines: number }) {
  return (
    <Lines data-testid="extras-loading" aria-busy="true">
      {Array.from({ length: lines }, (_, i) => (
        <Skeleton key={i} $w={i === lines - 1 ? '60%' : '100%'} $h="1.1rem" />
      ))}
    </Lines>
  );
}

function HelpSection({ icon, heading, items }: { icon: ReactNode; heading: string; items: CommunityExtras['helpProvided'] }) {
  return (
    <section>
      <SectionHead>
        {icon} {heading}
      </SectionHead>
      <HelpGrid>
        {items.map((h) => (
          <HelpCard key={h.title}>
            <h4>{h.title}</h4>
            <p>{h.description}</p>
          </HelpCard>
        ))}
      </HelpGrid>
    </section>
  );
}

/**
 * Spec §2 Community detail: four tabs (Overview first). Its two calls to join are the spec's links to /register for
 * visitors, and the member's own state for a signed-in member (MembershipAction). The discussions body exists but has no trigger.
 * `extras`: the community's extra content, null when it has none, undefined while it loads (skeletons in its place).
 */
export function CommunityTabs({ community, extras }: { community: Community; extras: CommunityExtras | null | undefined }) {
  const loading = extras === undefined;
  const about = extras?.expandedDescription ?? community.description;
  return (
    <Tabs defaultValue="overview">
      <TabsList aria-label={`${community.name} community`}>
        <TabsTrigger value="overview">Overview</TabsTrigger>
        <TabsTrigger value="topics">Topics &amp; Benefits</TabsTrigger>
        <TabsTrigger value="support">Community Support</TabsTrigger>
        <TabsTrigger value="events">Events</TabsTrigger>
      </TabsList>

      <TabsContent value="overview">
        <Panel>
          <h2>About {community.name}</h2>
          {loading ? (
            <LinesSkeleton lines={5} />
          ) : (
            <Prose>
              {about.split('\n\n').map((para) => (
                <p key={para.slice(0, 32)}>{para}</p>
              ))}
            </Prose>
          )}
          <JoinBlock>
            <h3>Ready to Join?</h3>
            <p>Become part of the {community.name} community and start sharing what AI is doing for you.</p>
            <div>
              <MembershipAction
                community={community}
                visitor={
                  <ButtonLink to="/register">
                    <UserPlus aria-hidden="true" /> Join the Network
                  </ButtonLink>
                }
              />
              <ButtonLink to="/demo" $variant="outline">
                <CalendarCheck aria-hidden="true" /> Schedule Demo
              </ButtonLink>
            </div>
          </JoinBlock>
        </Panel>
      </TabsContent>

      <TabsContent value="topics">
        <TwoColumns>
          <section>
            <SectionHead>
              <Hash aria-hidden="true" /> Popular Discussion Topics
            </SectionHead>
            {loading ? (
              <LinesSkeleton lines={4} />
            ) : extras ? (
              <TopicGrid>
                {extras.topics.map((t) => (
                  <li key={t}>
                    <Hash aria-hidden="true" />
                    {t}
                  </li>
                ))}
              </TopicGrid>
            ) : (
              <Muted>The first members of this community are choosing its topics. Join to start one.</Muted>
            )}
          </section>
          <section>
            <SectionHead>
              <Sprout aria-hidden="true" /> Benefits of Joining
            </SectionHead>
            {loading ? (
              <LinesSkeleton lines={4} />
            ) : extras ? (
              <CheckList>
                {extras.benefits.map((b) => (
                  <li key={b}>
                    <Check aria-hidden="true" />
                    {b}
                  </li>
                ))}
              </CheckList>
            ) : (
              <Muted>Meet people who use AI the way you do, and learn from what works for them.</Muted>
            )}
          </section>
        </TwoColumns>
      </TabsContent>

      <TabsContent value="support">
        <Panel>
          {loading ? (
            <LinesSkeleton lines={4} />
          ) : extras ? (
            <>
              <HelpSection icon={<LifeBuoy aria-hidden="true" />} heading="Support & Guidance" items={extras.helpProvided.slice(0, 3)} />
              <HelpSection icon={<Compass aria-hidden="true" />} heading="Growth Opportunities" items={extras.helpProvided.slice(3, 6)} />
            </>
          ) : (
            <Muted>Members of {community.name} help each other with questions, resources and introductions.</Muted>
          )}
          <div>
            <MembershipAction
              community={community}
              size="lg"
              visitor={
                <ButtonLink to="/register" $size="lg">
                  <UserPlus aria-hidden="true" /> Join {community.name} Community
                </ButtonLink>
              }
            />
          </div>
        </Panel>
      </TabsContent>

      <TabsContent value="events">
        <Panel>
          <h2>Upcoming Events</h2>
          <Suspense fallback={<Skeleton $h="12rem" $radius="16px" />}>
            <CommunityEvents communityId={community.id} slug={community.slug} />
          </Suspense>
        </Panel>
      </TabsContent>

      {/* Spec §2: this body exists without a trigger, so it cannot be reached. */}
      <TabsContent value="discussions">
        <p>Community discussions will appear here once members start engaging.</p>
      </TabsContent>
    </Tabs>
  );
}
