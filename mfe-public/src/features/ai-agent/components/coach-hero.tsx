import { Badge, ButtonAnchor, ButtonLink, Container, media } from '@cci/shared-ui';
import { Bot, Crown, PlayCircle, Sparkles } from 'lucide-react';
import styled from 'styled-components';
import { COACH_HERO, EARLY_ACCESS_ID } from '../../../content/ai-agent';

const Hero = styled.section`
  position: relative;
  overflow: hidden;
  color: ${(p) => p.theme.color.primaryTint};
  background: ${(p) => p.theme.gradient.night};
  &::before {
    content: '';
    position: absolute;
    right: -160px;
    top: -200px;
    width: 520px;
    height: 520px;
    border-radius: 50%;
    background: radial-gradient(circle, rgba(236, 72, 153, 0.3), transparent 70%);
  }
`;
const Inner = styled(Container)`
  position: relative;
  display: grid;
  gap: ${(p) => p.theme.space(10)};
  align-items: center;
  padding-top: ${(p) => p.theme.space(12)};
  padding-bottom: ${(p) => p.theme.space(14)};
  ${media.lg} {
    grid-template-columns: 1.1fr 1fr;
    padding-top: ${(p) => p.theme.space(20)};
    padding-bottom: ${(p) => p.theme.space(20)};
  }
  > img {
    width: 100%;
    max-width: 460px;
    height: auto;
    justify-self: center;
  }
`;
const Copy = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space(5)};
  justify-items: start;
  h1 {
    color: ${(p) => p.theme.color.onDark};
    font-size: ${(p) => p.theme.fontSize['4xl']};
    font-weight: ${(p) => p.theme.fontWeight.extrabold};
    letter-spacing: -0.025em;
    line-height: 1.1;
  }
  ${media.md} {
    h1 {
      font-size: 3.5rem;
    }
  }
  > p {
    max-width: 54ch;
    font-size: ${(p) => p.theme.fontSize.lg};
    color: ${(p) => p.theme.color.primaryLine};
  }
`;
const Eyebrow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${(p) => p.theme.space(2)};
  > span:first-child {
    display: inline-flex;
    align-items: center;
    gap: ${(p) => p.theme.space(2)};
    margin-right: ${(p) => p.theme.space(1)};
    color: ${(p) => p.theme.color.onDark};
    font-weight: ${(p) => p.theme.fontWeight.bold};
  }
  > span:first-child svg {
    width: 30px;
    height: 30px;
    padding: 6px;
    border-radius: ${(p) => p.theme.radius.sm};
    background: ${(p) => p.theme.gradient.brand};
  }
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space(3)};
  margin-top: ${(p) => p.theme.space(2)};
`;
const GhostOnDark = styled(ButtonLink)`
  background: transparent;
  color: ${(p) => p.theme.color.onDark};
  border-color: rgba(255, 255, 255, 0.45);
  &:hover {
    background: rgba(255, 255, 255, 0.1);
    border-color: ${(p) => p.theme.color.onDark};
    color: ${(p) => p.theme.color.onDark};
  }
`;

/** Spec §2 AI Coach: presented as Coming Soon and premium (spec §4); Watch Demo goes to /demo. */
export function CoachHero() {
  return (
    <Hero aria-labelledby="coach-hero-title">
      <Inner>
        <Copy>
          <Eyebrow>
            <span>
              <Bot aria-hidden="true" /> {COACH_HERO.eyebrow}
            </span>
            <Badge $tone="inverse">
              <Sparkles aria-hidden="true" /> Coming Soon
            </Badge>
            <Badge $tone="inverse">
              <Crown aria-hidden="true" /> Premium
            </Badge>
          </Eyebrow>
          <h1 id="coach-hero-title">{COACH_HERO.title}</h1>
          <p>{COACH_HERO.lead}</p>
          <Actions>
            <ButtonAnchor href={`#${EARLY_ACCESS_ID}`} $variant="light" $size="lg">
              <Sparkles aria-hidden="true" /> {COACH_HERO.join}
            </ButtonAnchor>
            <GhostOnDark to="/demo" $size="lg">
              <PlayCircle aria-hidden="true" /> {COACH_HERO.demo}
            </GhostOnDark>
          </Actions>
        </Copy>
        <img src="/images/ai-agent/coach-session.svg" alt="" width={520} height={440} />
      </Inner>
    </Hero>
  );
}
