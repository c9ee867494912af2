import { Badge, Container, Lead, PageTitle, Section, media, usePageTitle } from '@cci/shared-ui';
import { CalendarHeart, CheckCircle2, Lightbulb, MailCheck } from 'lucide-react';
import styled from 'styled-components';
import { EVENT_REQUEST_COPY, EVENTS_INTRO } from '../content/events';
import { EventRequestForm } from '../features/event-request/components/event-request-form';
import { WatchThisSpace } from '../features/event-request/components/watch-this-space';
import { FormPanel } from '../components/form-panel';

const Hero = styled.section`
  background: ${(p) => p.theme.gradient.hero};
  padding: ${(p) => p.theme.space(12)} 0 ${(p) => p.theme.space(24)};
  ${media.md} {
    padding: ${(p) => p.theme.space(16)} 0 ${(p) => p.theme.space(28)};
  }
`;
const HeroInner = styled(Container)`
  display: grid;
  justify-items: center;
  gap: ${(p) => p.theme.space(5)};
  text-align: center;
  ${Lead} {
    max-width: 62ch;
  }
`;
/** The banner overlaps the hero's lower edge. */
const BannerRow = styled(Container)`
  margin-top: -${(p) => p.theme.space(16)};
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
  ul {
    display: grid;
    gap: ${(p) => p.theme.space(3)};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    display: flex;
    gap: ${(p) => p.theme.space(3)};
    line-height: 1.55;
  }
  li svg {
    flex: none;
    width: 20px;
    height: 20px;
    margin-top: 2px;
    color: ${(p) => p.theme.color.success};
  }
  p {
    color: ${(p) => p.theme.color.muted};
  }
`;

/** Spec §2 Events (/events): a heading, the "Watch This Space" banner and the "Request an Event" form. */
export default function EventsPage() {
  usePageTitle('Events');
  return (
    <>
      <Hero>
        <HeroInner>
          <Badge $tone="primary">
            <CalendarHeart aria-hidden="true" /> {EVENTS_INTRO.eyebrow}
          </Badge>
          <PageTitle>{EVENTS_INTRO.title}</PageTitle>
          <Lead>{EVENTS_INTRO.lead}</Lead>
        </HeroInner>
      </Hero>
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
