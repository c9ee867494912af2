import { type EventList, type EventPeriod, type EventSummary, placesText, RSVP_LABELS } from '@cci/contracts';
import { Badge, Card, CardImage, Skeleton, apiRequest } from '@cci/shared-ui';
import { engagementKeys, useCommunities, useEventList } from '@cci/shared-ui/api';
import { LoadMore } from '@cci/shared-ui/load-more';
import { Link, useLocation, useNavigate } from '@cci/shared-ui/router';
import { SegmentedControl } from '@cci/shared-ui/tabs';
import { CalendarDays, MapPin, Users } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { When } from './when';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  justify-content: space-between;
  gap: ${(p) => p.theme.space(4)};
  margin-bottom: ${(p) => p.theme.space(6)};
  h2 {
    font-size: ${(p) => p.theme.fontSize['3xl']};
    letter-spacing: -0.02em;
  }
  label {
    display: grid;
    gap: ${(p) => p.theme.space(1)};
    font-size: ${(p) => p.theme.fontSize.sm};
    font-weight: ${(p) => p.theme.fontWeight.semibold};
  }
  select {
    min-height: 44px;
    padding: 0 ${(p) => p.theme.space(3)};
    border: 1px solid ${(p) => p.theme.color.border};
    border-radius: ${(p) => p.theme.radius.md};
    background: ${(p) => p.theme.color.surface};
    font: inherit;
  }
`;
const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${(p) => p.theme.space(3)};
`;
const PERIOD_CHOICES: readonly { value: EventPeriod; label: string }[] = [
  { value: 'upcoming', label: 'Upcoming' },
  { value: 'past', label: 'Past events' },
];
const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(290px, 1fr));
  gap: ${(p) => p.theme.space(6)};
  margin: 0;
  padding: 0;
  list-style: none;
`;
const Item = styled(Card)`
  display: grid;
  grid-template-rows: auto 1fr;
  height: 100%;
  overflow: hidden;
  > div {
    display: grid;
    align-content: start;
    gap: ${(p) => p.theme.space(2)};
    padding: ${(p) => p.theme.space(5)};
  }
  h3 {
    font-size: ${(p) => p.theme.fontSize.lg};
    line-height: ${(p) => p.theme.lineHeight.snug};
  }
  h3 a {
    color: ${(p) => p.theme.color.ink};
    text-decoration: none;
  }
  h3 a:hover {
    text-decoration: underline;
  }
  p {
    display: flex;
    align-items: center;
    gap: ${(p) => p.theme.space(2)};
    font-size: ${(p) => p.theme.fontSize.sm};
    color: ${(p) => p.theme.color.muted};
    overflow-wrap: anywhere;
  }
  svg {
    flex: none;
    width: 16px;
    height: 16px;
  }
`;
const Tags = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space(1.5)};
`;
const More = styled(LoadMore)`
  margin-top: ${(p) => p.theme.space(6)};
`;

export function EventCard({ e }: { e: EventSummary }) {
  const places = placesText(e);
  return (
    <Item as="article" data-testid="event-card">
      <CardImage src={e.image ?? '/images/events/community-summit.svg'} ratio="16 / 9" alt="" />
      <div>
        <Tags>
          {e.community ? <Badge $tone="primary">{e.community.name}</Badge> : <Badge $tone="primary">All communities</Badge>}
          {e.featured && <Badge $tone="warning">Featured</Badge>}
          {e.myRsvp && <Badge $tone={e.myRsvp.status === 'going' ? 'success' : 'neutral'}>{RSVP_LABELS[e.myRsvp.status]}</Badge>}
        </Tags>
        <h3>
          <Link to={`/events/${e.id}`}>{e.title}</Link>
        </h3>
        <p>
          <CalendarDays aria-hidden="true" /> <When event={e} />
        </p>
        <p>
          <MapPin aria-hidden="true" /> {e.location}
        </p>
        <p>
          <Users aria-hidden="true" /> {e.counts.going} going{places ? ` · ${places}` : ''}
        </p>
      </div>
    </Item>
  );
}

/**
 * The events of every community, above the spec's request form: a community filter and Upcoming / Past
 * events, both in the address (linkable), 20 at a time with "Load more".
 */
export function EventListSection() {
  const location = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(location.search);
  const community = params.get('community') || null;
  const period: EventPeriod = params.get('period') === 'past' ? 'past' : 'upcoming';
  const communities = useCommunities();
  const { data, error } = useEventList(community, period);
  const [more, setMore] = useState<{ key: string; items: EventSummary[]; next: string | null } | null>(null);
  const key = engagementKeys.eventList(community, period);
  const extra = more?.key === key ? more : null;
  const next = extra ? extra.next : (data?.nextCursor ?? null);
  const items = [...(data?.items ?? []), ...(extra?.items ?? [])];
  const set = (name: string, value: string | null) => {
    const nextParams = new URLSearchParams(params);
    if (value) nextParams.set(name, value);
    else nextParams.delete(name);
    const search = nextParams.toString();
    navigate(`${location.pathname}${search ? `?${search}` : ''}`, { replace: true, preventScrollReset: true });
  };
  const loadMore = async () => {
    if (!next) return;
    const page = (await (await apiRequest('GET', engagementKeys.eventList(community, period, next))).json()) as EventList;
    setMore({ key, items: [...(extra?.items ?? []), ...page.items], next: page.nextCursor });
  };
  return (
    <section aria-labelledby="event-list-title" data-testid="event-list">
      <Bar>
        <h2 id="event-list-title">{period === 'past' ? 'Past events' : 'Upcoming events'}</h2>
        <Controls>
          <label>
            Community
            <select value={community ?? ''} onChange={(e) => set('community', e.target.value || null)}>
              <option value="">All communities</option>
              {(communities.data ?? []).map((c) => (
                <option key={c.slug} value={c.slug}>
                  {c.name}
                </option>
              ))}
            </select>
          </label>
          <SegmentedControl
            label="Which events"
            options={PERIOD_CHOICES}
            value={period}
            onChange={(p) => set('period', p === 'past' ? 'past' : null)}
          />
        </Controls>
      </Bar>
      {!data && !error && <Skeleton $h="260px" $radius="16px" />}
      {error && <p role="alert">Events could not be loaded. Please try again in a moment.</p>}
      {data && items.length === 0 && <p>{period === 'past' ? 'No past events yet.' : 'No upcoming events yet: request one below.'}</p>}
      {items.length > 0 && (
        <Grid>
          {items.map((e) => (
            <li key={e.id}>
              <EventCard e={e} />
            </li>
          ))}
        </Grid>
      )}
      <More next={next} onMore={() => void loadMore()} />
    </section>
  );
}
