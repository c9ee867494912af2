import { Badge, media } from '@cci/shared-ui';
import { Globe2, Handshake, Presentation, Sparkles, type LucideIcon } from 'lucide-react';
import styled from 'styled-components';
import { bannerFrame, bannerHeading, pinkGlow } from '../../../components/banner-styles';
import { gridList, IconTile } from '../../../components/list-styles';
import { WATCH_THIS_SPACE, type EventTeaserIcon } from '../../../content/events';

const ICONS: Record<EventTeaserIcon, LucideIcon> = { networking: Handshake, workshops: Presentation, global: Globe2 };

const Banner = styled.section`
  ${bannerFrame(8, 5)}
  background: ${(p) => p.theme.gradient.night};
  color: ${(p) => p.theme.color.primaryTint};
  ${pinkGlow('left: -140px; bottom: -160px;', 0.3)}
`;
const Head = styled.div`
  position: relative;
  display: grid;
  gap: ${(p) => p.theme.space(3)};
  justify-items: start;
  max-width: 62ch;
  h2 {
    color: ${(p) => p.theme.color.onDark};
  }
  ${bannerHeading('3xl')}
  p {
    color: ${(p) => p.theme.color.primaryLine};
    font-size: ${(p) => p.theme.fontSize.lg};
  }
`;
const Teasers = styled.ul`
  position: relative;
  ${gridList(4)}
  ${media.md} {
    grid-template-columns: repeat(3, 1fr);
    gap: ${(p) => p.theme.space(5)};
  }
`;
const Teaser = styled.li`
  display: grid;
  align-content: start;
  gap: ${(p) => p.theme.space(3)};
  padding: ${(p) => p.theme.space(6)};
  border-radius: ${(p) => p.theme.radius.lg};
  background: rgba(255, 255, 255, 0.08);
  border: 1px solid rgba(255, 255, 255, 0.16);
  h3 {
    color: ${(p) => p.theme.color.onDark};
    font-size: ${(p) => p.theme.fontSize.lg};
  }
  p {
    color: ${(p) => p.theme.color.primaryLine};
    font-size: ${(p) => p.theme.fontSize.sm};
    line-height: 1.6;
  }
`;

/** Spec §2 Events: the "Watch This Space" banner with its three teasers. */
export function WatchThisSpace() {
  return (
    <Banner aria-labelledby="watch-this-space-title" data-testid="watch-this-space">
      <Head>
        <Badge $tone="inverse">
          <Sparkles aria-hidden="true" /> Coming Soon
        </Badge>
        <h2 id="watch-this-space-title">{WATCH_THIS_SPACE.title}</h2>
        <p>{WATCH_THIS_SPACE.text}</p>
      </Head>
      <Teasers>
        {WATCH_THIS_SPACE.teasers.map(({ icon, title, text }) => {
          const Icon = ICONS[icon];
          return (
            <Teaser key={title}>
              <IconTile $ground="brand" $ink="onDark">
                <Icon aria-hidden="true" />
              </IconTile>
              <h3>{title}</h3>
              <p>{text}</p>
            </Teaser>
          );
        })}
      </Teasers>
    </Banner>
  );
}
