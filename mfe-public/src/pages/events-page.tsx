import { Badge, Container, Section, media, usePageTitle } from '@cci/shared-ui';
import { CalendarHeart, CheckCircle2, Lightbulb, MailCheck } from 'lucide-react';
import styled from 'styled-components';
import { EVENT_REQUEST_COPY, EVENTS_INTRO } from '../content/events';
import { EventListSection } from '../features/events/components/event-list';
import { EventRequestForm } from '../features/event-request/components/event-request-form';
import { WatchThisSpace } from '../features/event-request/components/watch-this-space';
import { CenteredHero } from '../components/centered-hero';
import { FormPanel } from '../components/form-panel';
import { checkList } from '../components/list-styles';

/** Deeper at the bottom, for the banner that overlaps the hero's lower edge. */
const EVENTS_HERO_SPACING = { top: 10, bottom: 6, mdTop: 14, mdBottom: 8 };
/** The spec's banner, after the real list. */
const BannerRow = styled(Container)`
  margin-block: ${(p) => p.theme.space(4)};
`;
const RequestLayout = styled(Container)`
  display: grid;
  gap: ${(p) => p.theme.space(8)};
  align-items: start;
  grid-template-areas: 'intro' 'form' 'tips';
  ${media.lg} {
    grid-template-columns: 1fr 1.35fr;
    grid-template-areas: 'intro form' 'tips form';
    grid-template-rows: auto 1fr;
    column-gap: ${(p) => p.theme.space(14)};
  }
`;
const Intro = styled.header`
  grid-area: intro;
  display: grid;
  gap: ${(p) => p.theme.space(3)};
  h2 {
    font-size: ${(p) => p.theme.fontSize['3xl']};
    letter-spacing: -0.02em;
  }
  p {
    color: ${(p) => p.theme.color.muted};
    font-size: ${(p) => p.theme.fontSize.lg};
  }
`;
const FormArea = styled(FormPanel)`
  grid-area: form;
`;
const Tips = styled.aside`
  grid-area: tips;
  display: grid;
  gap: ${(p) => p.theme.space(6)};
  align-self: start;
  h3 {
    display: flex;
    align-items: center;
    gap: ${(p) => p.theme.space(2)};
    font-size: ${(p) => p.theme.fontSize.lg};
    margin-bottom: ${(p) => p.theme.space(3)};
  }
  h3 svg {
    width: 22px;
    height: 22px;
    color: ${(p) => p.theme.color.primary};
  }
  ${checkList(20)}
  li {
    line-height: 1.55;
  }
  li svg {
    margin-top: 2px;
  }
  p {
    color: ${(p) => p.theme.color.muted};
  }
`;

/**
 * Spec §2 Events (/events): a heading, the "Watch This Space" banner and the "Request an Event" form. The real events
 * of every community come first, right under the heading (issue 30: the banner above them pushed the first event 1.5
 * screens down on a phone); the spec's banner follows them, before the form.
 */
export default function EventsPage() {
  usePageTitle('Events');
  return (
    <>
      <CenteredHero
        spacing={EVENTS_HERO_SPACING}
        bordered={false}
        badge={
          <Badge $tone="primary">
            <CalendarHeart aria-hidden="true" /> {EVENTS_INTRO.eyebrow}
          </Badge>
        }
        title={EVENTS_INTRO.title}
        lead={EVENTS_INTRO.lead}
      />
      <Section>
        <Container>
          <EventListSection />
        </Container>
      </Section>
      <BannerRow>
        <WatchThisSpace />
      </BannerRow>
      <Section aria-labelledby="request-event-title">
        <RequestLayout>
          <Intro>
            <h2 id="request-event-title">{EVENT_REQUEST_COPY.title}</h2>
            <p>{EVENT_REQUEST_COPY.lead}</p>
          </Intro>
          <FormArea>
            <EventRequestForm />
          </FormArea>
          <Tips>
            <div>
              <h3>
                <Lightbulb aria-hidden="true" /> {EVENT_REQUEST_COPY.tipsTitle}
              </h3>
              <ul>
                {EVENT_REQUEST_COPY.tips.map((tip) => (
                  <li key={tip}>
                    <CheckCircle2 aria-hidden="true" />
                    {tip}
                  </li>
                ))}
              </ul>
            </div>
            <div>
              <h3>
                <MailCheck aria-hidden="true" /> {EVENT_REQUEST_COPY.nextTitle}
              </h3>
              <p>{EVENT_REQUEST_COPY.next}</p>
            </div>
          </Tips>
        </RequestLayout>
      </Section>
    </>
  );
}
