import { Badge, ButtonLink, Container, media } from '@cci/shared-ui';
import { ArrowRight, CheckCircle2, LayoutDashboard, LogIn, Sparkles } from 'lucide-react';
import styled from 'styled-components';
import { HOME_HERO, MEMBER_DASHBOARD_LABEL } from '../../../content/home';
import { HeroBackgroundVideo } from './hero-background-video';
import { OnDarkButtonLink } from './on-dark-button';
import { useDashboardPath } from '../../../lib/use-dashboard-path';
import { SessionActions } from './session-actions';
import { IconItems } from '../../../components/icon-items';

const Hero = styled.section`
  position: relative;
  overflow: hidden;
  isolation: isolate;
  color: ${(p) => p.theme.color.onDark};
  /* What stays behind the text before the video plays, or if it fails (spec §8). */
  background: linear-gradient(
    125deg,
    ${(p) => p.theme.color.night} 0%,
    ${(p) => p.theme.color.nightMid} 35%,
    ${(p) => p.theme.color.accentStrong} 72%,
    ${(p) => p.theme.color.pinkStrong} 100%
  );
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    z-index: 0;
    /* On phones the text spans the whole video: an even scrim; from lg the text sits left, so a side fade. */
    background: ${(p) => p.theme.gradient.scrim};
  }
  ${media.lg} {
    &::after {
      background: linear-gradient(90deg, rgba(15, 23, 42, 0.72) 0%, rgba(15, 23, 42, 0.45) 55%, rgba(15, 23, 42, 0.2) 100%);
    }
  }
`;
const Inner = styled(Container)`
  position: relative;
  z-index: 1;
  display: grid;
  justify-items: start;
  gap: ${(p) => p.theme.space(6)};
  padding-top: ${(p) => p.theme.space(16)};
  padding-bottom: ${(p) => p.theme.space(16)};
  ${media.md} {
    padding-top: ${(p) => p.theme.space(28)};
    padding-bottom: ${(p) => p.theme.space(28)};
  }
`;
const Title = styled.h1`
  max-width: 14ch;
  color: ${(p) => p.theme.color.onDark};
  font-size: ${(p) => p.theme.fontSize['4xl']};
  font-weight: ${(p) => p.theme.fontWeight.extrabold};
  letter-spacing: -0.03em;
  line-height: 1.05;
  ${media.md} {
    font-size: 4.25rem;
  }
`;
const Lead = styled.p`
  max-width: 58ch;
  font-size: ${(p) => p.theme.fontSize.lg};
  color: rgba(255, 255, 255, 0.9);
  ${media.md} {
    font-size: ${(p) => p.theme.fontSize.xl};
  }
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space(3)};
  @media (max-width: 639px) {
    justify-self: stretch;
    > * {
      flex: 1 1 100%;
    }
  }
`;
const Highlights = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space(2)} ${(p) => p.theme.space(5)};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${(p) => p.theme.fontSize.sm};
  color: rgba(255, 255, 255, 0.85);
  li {
    display: inline-flex;
    align-items: center;
    gap: ${(p) => p.theme.space(1.5)};
  }
  svg {
    width: 16px;
    height: 16px;
    color: ${(p) => p.theme.color.primaryLight};
  }
`;

/** Spec §2 Home hero: the text and buttons render at once; the video is only a backdrop. */
export function HomeHero() {
  const dashboard = useDashboardPath();
  return (
    <Hero aria-labelledby="home-title">
      <HeroBackgroundVideo />
      <Inner>
        <Badge $tone="inverse">
          <Sparkles aria-hidden="true" /> {HOME_HERO.eyebrow}
        </Badge>
        <Title id="home-title">{HOME_HERO.title}</Title>
        <Lead>{HOME_HERO.lead}</Lead>
        <Actions>
          <SessionActions
            visitor={
              <>
                <ButtonLink to="/register" $variant="light" $size="lg">
                  Get Started Today <ArrowRight aria-hidden="true" />
                </ButtonLink>
                <OnDarkButtonLink to="/login" $size="lg">
                  <LogIn aria-hidden="true" /> Member Login
                </OnDarkButtonLink>
              </>
            }
            member={
              <ButtonLink to={dashboard} $variant="light" $size="lg">
                <LayoutDashboard aria-hidden="true" /> {MEMBER_DASHBOARD_LABEL}
              </ButtonLink>
            }
          />
        </Actions>
        <Highlights aria-label="What you get">
          <IconItems items={HOME_HERO.highlights} icon={CheckCircle2} />
        </Highlights>
      </Inner>
    </Hero>
  );
}
