import { Badge, ButtonLink, media } from '@cci/shared-ui';
import { ArrowRight, Bot, CheckCircle2, Crown, Sparkles } from 'lucide-react';
import styled from 'styled-components';

const Banner = styled.section`
  position: relative;
  overflow: hidden;
  display: grid;
  gap: ${(p) => p.theme.space(6)};
  padding: ${(p) => p.theme.space(6)};
  border-radius: ${(p) => p.theme.radius.xl};
  background: ${(p) => p.theme.gradient.night};
  color: ${(p) => p.theme.color.primaryTint};
  box-shadow: ${(p) => p.theme.shadow.lg};
  ${media.md} {
    padding: ${(p) => p.theme.space(10)};
  }
  &::before {
    content: '';
    position: absolute;
    right: -120px;
    top: -120px;
    width: 320px;
    height: 320px;
    border-radius: 50%;
    background: radial-gradient(circle, rgba(236, 72, 153, 0.35), transparent 70%);
  }
`;
const Head = styled.div`
  position: relative;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${(p) => p.theme.space(4)};
  h2 {
    color: ${(p) => p.theme.color.onDark};
    font-size: ${(p) => p.theme.fontSize['2xl']};
  }
  p {
    width: 100%;
    max-width: 60ch;
    color: ${(p) => p.theme.color.primaryLine};
  }
`;
const BotTile = styled.span`
  display: grid;
  place-items: center;
  width: 52px;
  height: 52px;
  border-radius: ${(p) => p.theme.radius.lg};
  background: ${(p) => p.theme.gradient.brand};
  color: ${(p) => p.theme.color.onDark};
`;
const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space(2)};
`;
const Columns = styled.div`
  position: relative;
  display: grid;
  gap: ${(p) => p.theme.space(6)};
  ${media.md} {
    grid-template-columns: 1fr 1fr;
  }
  h3 {
    color: ${(p) => p.theme.color.onDark};
    font-size: ${(p) => p.theme.fontSize.base};
    margin-bottom: ${(p) => p.theme.space(3)};
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
    gap: ${(p) => p.theme.space(2.5)};
    font-size: ${(p) => p.theme.fontSize.sm};
    line-height: 1.55;
  }
  li svg {
    flex: none;
    width: 18px;
    height: 18px;
    margin-top: 2px;
    color: ${(p) => p.theme.color.primaryLight};
  }
`;
const Footer = styled.div`
  position: relative;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${(p) => p.theme.space(4)};
  small {
    color: ${(p) => p.theme.color.primaryLine};
    font-size: ${(p) => p.theme.fontSize.sm};
  }
`;

function ExampleList({ heading, items }: { heading: string; items: readonly string[] }) {
  return (
    <div>
      <h3>{heading}</h3>
      <ul>
        {items.map((item) => (
          <li key={item}>
            <CheckCircle2 aria-hidden="true" /> {item}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Spec §2: shown only for the slugs with extra content; coach examples split 3 + 3. */
export function CoachBanner({ communityName, examples }: { communityName: string; examples: readonly string[] }) {
  return (
    <Banner aria-labelledby="coach-banner-title" data-testid="coach-banner">
      <Head>
        <BotTile>
          <Bot size={28} aria-hidden="true" />
        </BotTile>
        <div>
          <h2 id="coach-banner-title">Your AI Coach for {communityName}</h2>
        </div>
        <Badges>
          <Badge $tone="inverse">
            <Sparkles aria-hidden="true" /> Coming Soon
          </Badge>
          <Badge $tone="inverse">
            <Crown aria-hidden="true" /> Premium Feature
          </Badge>
        </Badges>
        <p>
          A personalised agent that knows your goals: pitch practice, interview preparation, research help and life coaching, on your
          schedule.
        </p>
      </Head>
      <Columns>
        <ExampleList heading="How the AI Coach Will Help You:" items={examples.slice(0, 3)} />
        <ExampleList heading="More AI Coaching Features:" items={examples.slice(3, 6)} />
      </Columns>
      <Footer>
        <ButtonLink to="/ai-agent" $variant="light" $size="lg">
          Explore AI Coach Features <ArrowRight aria-hidden="true" />
        </ButtonLink>
        <small>Join the early access waitlist</small>
      </Footer>
    </Banner>
  );
}
