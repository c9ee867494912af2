import { Badge, Card, CardImage, Skeleton, StateMessage, media } from '@cci/shared-ui';
import { RSVP_LABELS } from '@cci/contracts';
import { engagementKeys, useCommunityEvents, useEventList } from '@cci/shared-ui/api';
import { Link } from '@cci/shared-ui/router';
import { CalendarDays, CalendarPlus, CalendarX2, MapPin, Star, Users } from 'lucide-react';
import styled from 'styled-components';

const List = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space(5)};
  align-items: start;
  ${media.md} {
    grid-template-columns: 1fr 1fr;
  }
`;
const EventCard = styled(Card)`
  display: flex;
  flex-direction: column;
  > div {
    display: grid;
    gap: ${(p) => p.theme.space(3)};
    padding: ${(p) => p.theme.space(5)};
  }
  h4 {
    font-size: ${(p) => p.theme.fontSize.lg};
    color: ${(p) => p.theme.color.ink};
    min-width: 0;
  }
  h4,
  p,
  dd {
    overflow-wrap: anywhere;
  }
  p {
    color: ${(p) => p.theme.color.muted};
    font-size: ${(p) => p.theme.fontSize.sm};
  }
  dl {
    display: grid;
    gap: ${(p) => p.theme.space(1.5)};
    margin: 0;
    font-size: ${(p) => p.theme.fontSize.sm};
    color: ${(p) => p.theme.color.text};
  }
  dl div {
    display: flex;
    align-items: center;
    gap: ${(p) => p.theme.space(2)};
  }
  dt {
    flex: none;
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
const TitleRow = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${(p) => p.theme.space(3)};
  > :not(h4) {
    flex: none;
  }
`;

const Feed = styled.p`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space(2)};
  margin-top: ${(p) => p.theme.space(5)};
  font-size: ${(p) => p.theme.fontSize.sm};
`;

/**
 * Spec §2 Events tab: "Upcoming Events", a card per event, "Featured" badge, empty text. each title opens
 * the event's page, with how many are going and the member's RSVP, and the community's calendar feed is offered.
 */
export function CommunityEvents({ communityId, slug }: { communityId: number; slug?: string }) {
  const { data, error, isLoading } = useCommunityEvents(communityId);
  const live = useEventList(slug ?? null, 'upcoming');
  const byId = new Map((slug ? (live.data?.items ?? []) : []).map((e) => [e.id, e]));
  if (isLoading) {
    return (
      <List aria-busy="true">
        {[0, 1].map((i) => (
          <Skeleton key={i} $h="180px" $radius="16px" />
        ))}
      </List>
    );
  }
  if (error)
    return (
      <StateMessage role="alert" title="Events could not be loaded">
        {error.message}
      </StateMessage>
    );
  if (!data?.length) {
    return (
      <StateMessage role="status" icon={<CalendarX2 size={32} aria-hidden="true" />}>
        No upcoming events for this community yet.
      </StateMessage>
    );
  }
  return (
    <>
      <List>
        {data.map((e) => (
          <EventCard key={e.id} as="article" data-testid="event-card">
            {e.image && <CardImage src={e.image} ratio="16 / 9" width={1200} height={675} loading="lazy" decoding="async" />}
            <div>
              <TitleRow>
                <h4>
                  <Link to={`/events/${e.id}`}>{e.title}</Link>
                </h4>
                {e.featured && (
                  <Badge $tone="warning">
                    <Star aria-hidden="true" /> Featured
                  </Badge>
                )}
              </TitleRow>
              <p>{e.description}</p>
              <dl>
                <div>
                  <dt>
                    <CalendarDays aria-label="Date" />
                  </dt>
                  <dd>{e.date}</dd>
                </div>
                <div>
                  <dt>
                    <MapPin aria-label="Location" />
                  </dt>
                  <dd>{e.location}</dd>
                </div>
                {byId.get(e.id) && (
                  <div>
                    <dt>
                      <Users aria-label="Going" />
                    </dt>
                    <dd>
                      {byId.get(e.id)!.counts.going} going{' '}
                      {byId.get(e.id)!.myRsvp && <Badge $tone="success">{RSVP_LABELS[byId.get(e.id)!.myRsvp!.status]}</Badge>}
                    </dd>
                  </div>
                )}
              </dl>
            </div>
          </EventCard>
        ))}
      </List>
      {slug && (
        <Feed>
          <CalendarPlus size={16} aria-hidden="true" />
          <a href={engagementKeys.communityCalendar(slug)}>Subscribe to this community’s calendar (.ics)</a>
        </Feed>
      )}
    </>
  );
}
