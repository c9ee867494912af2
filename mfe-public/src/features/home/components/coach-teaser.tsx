import { Badge, ButtonLink, Container, Section, media } from '@cci/shared-ui';
import { ArrowRight, Bot, CalendarCheck, Check, Sparkles } from 'lucide-react';
import styled from 'styled-components';
import { bannerFrame, bannerHeading, pinkGlow } from '../../../components/banner-styles';
import { COACH_TEASER } from '../../../content/home';
import { OnDarkButtonLink } from './on-dark-button';
import { IconItems } from '../../../components/icon-items';

/** Sits between two plain sections: their padding already gives the space below. */
const Wrap = styled(Section)`
  padding-bottom: 0;
`;
const Banner = styled.div`
  ${bannerFrame(6, 6)}
  background: ${(p) => p.theme.gradient.night};
  color: ${(p) => p.theme.color.primaryLine};
  ${media.lg} {
    grid-template-columns: 1.3fr 1fr;
    align-items: center;
    gap: ${(p) => p.theme.space(12)};
  }
  ${pinkGlow('right: -140px; top: -140px;', 0.35)}
  > * {
    position: relative;
  }
`;
const Copy = styled.div`
  display: grid;
  justify-items: start;
  gap: ${(p) => p.theme.space(4)};
  h2 {
    color: ${(p) => p.theme.color.onDark};
  }
  ${bannerHeading('4xl')}
  p {
    max-width: 56ch;
    font-size: ${(p) => p.theme.fontSize.lg};
  }
`;
const Head = styled.div`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space(3)};
`;
const BotTile = styled.span`
  display: grid;
  place-items: center;
  width: 48px;
  height: 48px;
  border-radius: ${(p) => p.theme.radius.lg};
  background: ${(p) => p.theme.gradient.brand};
  color: ${(p) => p.theme.color.onDark};
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space(3)};
  margin-top: ${(p) => p.theme.space(2)};
  @media (max-width: 639px) {
    justify-self: stretch;
    > * {
      flex: 1 1 100%;
    }
  }
`;
const Features = styled.ul`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${(p) => p.theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    align-items: center;
    gap: ${(p) => p.theme.space(2.5)};
    padding: ${(p) => p.theme.space(3)};
    font-size: ${(p) => p.theme.fontSize.sm};
    ${media.md} {
      padding: ${(p) => p.theme.space(4)};
      font-size: ${(p) => p.theme.fontSize.base};
    }
    border-radius: ${(p) => p.theme.radius.md};
    background: rgba(255, 255, 255, 0.08);
    border: 1px solid rgba(255, 255, 255, 0.14);
    color: ${(p) => p.theme.color.onDark};
    font-weight: ${(p) => p.theme.fontWeight.medium};
  }
  li svg {
    flex: none;
    width: 18px;
    height: 18px;
    color: ${(p) => p.theme.color.primaryLight};
  }
`;

/** Spec §2 Home: the AI Coach teaser, labelled Coming Soon, with buttons to /ai-agent and /demo. */
export function CoachTeaser() {
  return (
    <Wrap aria-labelledby="coach-title">
      <Container>
        <Banner data-testid="coach-teaser">
          <Copy>
            <Head>
              <BotTile>
                <Bot size={26} aria-hidden="true" />
              </BotTile>
              <Badge $tone="inverse">
                <Sparkles aria-hidden="true" /> {COACH_TEASER.badge}
              </Badge>
            </Head>
            <h2 id="coach-title">{COACH_TEASER.title}</h2>
            <p>{COACH_TEASER.text}</p>
            <Actions>
              <ButtonLink to={COACH_TEASER.primary.to} $variant="light" $size="lg">
                {COACH_TEASER.primary.label} <ArrowRight aria-hidden="true" />
              </ButtonLink>
              <OnDarkButtonLink to={COACH_TEASER.secondary.to} $size="lg">
                <CalendarCheck aria-hidden="true" /> {COACH_TEASER.secondary.label}
              </OnDarkButtonLink>
            </Actions>
          </Copy>
          <Features aria-label="What the AI Coach will help with">
            <IconItems items={COACH_TEASER.features} icon={Check} />
          </Features>
        </Banner>
      </Container>
    </Wrap>
  );
}
