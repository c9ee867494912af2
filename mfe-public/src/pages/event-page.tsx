import { type EventView, placesText, RSVP_LABELS, type RsvpChoice, venueWhen } from '@cci/contracts';
import {
  ApiError,
  Badge,
  Button,
  ButtonAnchor,
  ButtonLink,
  Card,
  CardImage,
  Container,
  Section,
  Skeleton,
  StateMessage,
  media,
  toast,
  toastFailure,
  useSession,
  usePageTitle,
} from '@cci/shared-ui';
import { Avatar } from '@cci/shared-ui/avatar';
import { engagementKeys, setRsvp, useEvent } from '@cci/shared-ui/api';
import { useLiveEvents } from '@cci/shared-ui/live';

import { Link, useParams } from '@cci/shared-ui/router';
import { CalendarDays, CalendarPlus, Clock, Globe, MapPin, Users } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { ordinal } from '../features/events/event-time';
import { When } from '../features/events/components/when';

const Layout = styled(Container)`
  display: grid;
  gap: ${(p) => p.theme.space(8)};
  ${media.lg} {
    grid-template-columns: minmax(0, 1.6fr) minmax(300px, 1fr);
    align-items: start;
  }
`;
const Main = styled.article`
  display: grid;
  gap: ${(p) => p.theme.space(5)};
  min-width: 0;
  h1 {
    font-size: ${(p) => p.theme.fontSize['4xl']};
    letter-spacing: -0.02em;
    line-height: 1.15;
    overflow-wrap: anywhere;
  }
  > p {
    font-size: ${(p) => p.theme.fontSize.lg};
    color: ${(p) => p.theme.color.text};
    white-space: pre-line;
  }
`;
const Hero = styled.div`
  border-radius: ${(p) => p.theme.radius.lg};
  overflow: hidden;
`;
const Facts = styled.ul`
  display: grid;
  gap: ${(p) => p.theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    align-items: center;
    gap: ${(p) => p.theme.space(2)};
    overflow-wrap: anywhere;
  }
  svg {
    flex: none;
    width: 18px;
    height: 18px;
    color: ${(p) => p.theme.color.primary};
  }
`;
const Side = styled(Card)`
  display: grid;
  gap: ${(p) => p.theme.space(4)};
  padding: ${(p) => p.theme.space(6)};
  ${media.lg} {
    position: sticky;
    top: calc(${(p) => p.theme.layout.navHeight} + ${(p) => p.theme.space(6)});
  }
  h2 {
    font-size: ${(p) => p.theme.fontSize.xl};
  }
  h3 {
    display: flex;
    align-items: center;
    gap: ${(p) => p.theme.space(2)};
    margin-bottom: ${(p) => p.theme.space(2)};
    font-size: ${(p) => p.theme.fontSize.base};
  }
`;
const RsvpBox = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space(2)};
  justify-items: start;
  > [role='group'] {
    justify-self: stretch;
  }
`;
const Choices = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${(p) => p.theme.space(2)};
  button[aria-pressed='true'] {
    box-shadow: 0 0 0 2px ${(p) => p.theme.color.primary};
  }
`;
const Counts = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${(p) => p.theme.space(2)};
  margin: 0;
  text-align: center;
  div {
    padding: ${(p) => p.theme.space(2)};
    border-radius: ${(p) => p.theme.radius.md};
    background: ${(p) => p.theme.color.backgroundAlt};
  }
  dd {
    margin: 0;
    font-size: ${(p) => p.theme.fontSize['2xl']};
    font-weight: ${(p) => p.theme.fontWeight.bold};
    font-variant-numeric: tabular-nums;
  }
  dt {
    font-size: ${(p) => p.theme.fontSize.xs};
    color: ${(p) => p.theme.color.muted};
  }
`;
const Avatars = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space(1)};
  margin: 0;
  padding: 0;
  list-style: none;
`;
const Status = styled.p`
  font-weight: ${(p) => p.theme.fontWeight.semibold};
`;

const CHOICES: RsvpChoice[] = ['going', 'interested', 'not_going'];

function Rsvp({ event }: { event: EventView }) {
  const { status } = useSession();
  const [busy, setBusy] = useState(false);
  if (event.past) return <p>This event has taken place.</p>;
  if (status !== 'authenticated')
    return (
      <ButtonLink to={`/login?next=${encodeURIComponent(`/events/${event.id}`)}`} $block>
        Log in to RSVP
      </ButtonLink>
    );
  const mine = event.myRsvp;
  const choose = async (choice: RsvpChoice | null) => {
    setBusy(true);
    try {
      const view = await setRsvp(event.id, choice);
      const now = view.myRsvp;
      toast({
        title: now ? RSVP_LABELS[now.status] : 'RSVP withdrawn',
        description: now?.status === 'waitlisted' ? 'The event is full: you will get a place if one opens up.' : event.title,
      });
    } catch (err) {
      toastFailure('RSVP not saved', err);
    } finally {
      setBusy(false);
    }
  };
  return (
    <RsvpBox>
      <Choices role="group" aria-label="Your RSVP">
        {CHOICES.map((c) => (
          <Button
            key={c}
            $variant={mine?.status === c || (c === 'going' && mine?.status === 'waitlisted') ? 'primary' : 'outline'}
            aria-pressed={mine?.status === c || (c === 'going' && mine?.status === 'waitlisted')}
            disabled={busy}
            onClick={() => void choose(c)}
          >
            {RSVP_LABELS[c]}
          </Button>
        ))}
      </Choices>
      <div role="status" aria-live="polite" data-testid="my-rsvp">
        {mine?.status === 'going' && <Status>You are going.</Status>}
        {mine?.status === 'waitlisted' && <Status>You are {ordinal(mine.waitlistPosition ?? 1)} on the waitlist.</Status>}
        {mine?.status === 'interested' && <Status>You are interested.</Status>}
        {mine?.status === 'not_going' && <Status>You are not going.</Status>}
      </div>
      {mine && (
        <Button $variant="ghost" $size="sm" disabled={busy} onClick={() => void choose(null)}>
          Withdraw my RSVP
        </Button>
      )}
    </RsvpBox>
  );
}

/**
 * An event, pre-rendered for visitors: image, title, its time in the visitor's zone, where (the online
 * link only for members going), community, description, who is going, and the RSVP (a full event's "Going" is a
 * waitlist place). "Add to calendar" downloads its .ics.
 */
export default function EventPage() {
  const { id = '' } = useParams();
  const valid = /^[1-9]\d{0,9}$/.test(id);
  const { data, error, mutate } = useEvent(valid ? id : null);
  usePageTitle(data ? data.title : 'Event', data);
  // Someone's RSVP changed the places left, the waitlist or the member's own place (a promotion): read it again.
  useLiveEvents(
    (event) => {
      if (event.type === 'event' && String(event.eventId) === id) void mutate();
    },
    { event: valid ? Number(id) : undefined },
  );
  if (!valid || (error instanceof ApiError && (error.status === 404 || error.status === 400)))
    return (
      <Section>
        <Container>
          <StateMessage title="Event not found">
            <Link to="/events">See every event</Link>
          </StateMessage>
        </Container>
      </Section>
    );
  if (!data)
    return (
      <Section>
        <Container>{error ? <p role="alert">The event could not be loaded.</p> : <Skeleton $h="400px" $radius="16px" />}</Container>
      </Section>
    );
  const e = data;
  const places = placesText(e);
  const venueTime = venueWhen(e);
  const more = e.counts.going - e.attendees.length;
  return (
    <Section>
      <Layout>
        <Main>
          <Hero>
            <CardImage src={e.image ?? '/images/events/community-summit.svg'} ratio="21 / 9" alt="" />
          </Hero>
          <div>
            {e.community ? (
              <Link to={`/community/${e.community.slug}`}>
                <Badge $tone="primary">{e.community.name}</Badge>
              </Link>
            ) : (
              <Badge $tone="primary">All communities</Badge>
            )}{' '}
            {e.featured && <Badge $tone="warning">Featured</Badge>} {e.past && <Badge>Past event</Badge>}
          </div>
          <h1>{e.title}</h1>
          <Facts>
            <li>
              <CalendarDays aria-hidden="true" /> <When event={e} />
            </li>
            {venueTime && (
              <li data-testid="venue-time">
                <Clock aria-hidden="true" /> {venueTime} at the venue
              </li>
            )}
            <li>
              <MapPin aria-hidden="true" /> {e.location}
            </li>
            {e.hasOnlineLink && (
              <li>
                <Globe aria-hidden="true" />
                {e.onlineUrl ? (
                  <a href={e.onlineUrl} rel="noopener noreferrer" target="_blank" data-testid="online-link">
                    Join online
                  </a>
                ) : (
                  <span>Online: the link shows once you are going</span>
                )}
              </li>
            )}
          </Facts>
          <p>{e.description}</p>
        </Main>
        <Side as="aside" aria-labelledby="rsvp-title">
          <h2 id="rsvp-title">Are you going?</h2>
          <Counts data-testid="event-counts">
            <div>
              <dd>{e.counts.going}</dd>
              <dt>Going</dt>
            </div>
            <div>
              <dd>{e.counts.interested}</dd>
              <dt>Interested</dt>
            </div>
            <div>
              <dd>{e.counts.waitlisted}</dd>
              <dt>Waitlist</dt>
            </div>
          </Counts>
          {places && <p data-testid="event-places">{places}</p>}
          <Rsvp event={e} />
          {e.attendees.length > 0 && (
            <div>
              <h3>
                <Users size={16} aria-hidden="true" /> Who is going
              </h3>
              <Avatars aria-label="Members going">
                {e.attendees.map((a) => (
                  <li key={a.id} title={a.displayName}>
                    <Link to={`/members/${a.id}`} aria-label={a.displayName}>
                      <Avatar member={a} size={36} />
                    </Link>
                  </li>
                ))}
                {more > 0 && <li>+{more}</li>}
              </Avatars>
            </div>
          )}
          {e.startsAt && (
            <ButtonAnchor $variant="outline" href={engagementKeys.eventIcs(e.id)} download={`event-${e.id}.ics`}>
              <CalendarPlus aria-hidden="true" /> Add to calendar
            </ButtonAnchor>
          )}
        </Side>
      </Layout>
    </Section>
  );
}
