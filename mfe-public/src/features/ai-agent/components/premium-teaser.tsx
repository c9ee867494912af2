import { Badge, ButtonAnchor, media } from '@cci/shared-ui';
import { BellRing, Check, Crown } from 'lucide-react';
import styled from 'styled-components';
import { bannerFrame, bannerHeading } from '../../../components/banner-styles';
import { gridList } from '../../../components/list-styles';
import { EARLY_ACCESS_ID, PREMIUM_TEASER } from '../../../content/ai-agent';
import { IconItems } from '../../../components/icon-items';

const Box = styled.section`
  ${bannerFrame(8, 5)}
  background: ${(p) => p.theme.color.surface};
  border: 1px solid ${(p) => p.theme.color.accentLine};
  ${media.lg} {
    grid-template-columns: 1.2fr 1fr;
    align-items: center;
    gap: ${(p) => p.theme.space(12)};
  }
  &::before {
    content: '';
    position: absolute;
    inset: 0 0 auto 0;
    height: 6px;
    background: ${(p) => p.theme.gradient.brand};
  }
`;
const Copy = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space(4)};
  justify-items: start;
  ${bannerHeading('3xl')}
  > p {
    color: ${(p) => p.theme.color.muted};
    font-size: ${(p) => p.theme.fontSize.lg};
  }
`;
const Price = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space(4)};
  padding: ${(p) => p.theme.space(6)};
  border-radius: ${(p) => p.theme.radius.lg};
  background: ${(p) => p.theme.color.accentSoft};
  dl {
    margin: 0;
  }
  dt {
    font-size: ${(p) => p.theme.fontSize.sm};
    font-weight: ${(p) => p.theme.fontWeight.semibold};
    color: ${(p) => p.theme.color.accentStrong};
    text-transform: uppercase;
    letter-spacing: 0.06em;
  }
  dd {
    margin: ${(p) => p.theme.space(1)} 0 0;
    font-size: ${(p) => p.theme.fontSize['3xl']};
    font-weight: ${(p) => p.theme.fontWeight.extrabold};
    color: ${(p) => p.theme.color.ink};
    letter-spacing: -0.02em;
  }
  h3 {
    font-size: ${(p) => p.theme.fontSize.base};
  }
  ul {
    ${gridList(2.5)}
  }
  li {
    display: flex;
    gap: ${(p) => p.theme.space(2.5)};
    font-size: ${(p) => p.theme.fontSize.sm};
  }
  li svg {
    flex: none;
    width: 18px;
    height: 18px;
    margin-top: 2px;
    color: ${(p) => p.theme.color.accent};
  }
`;

/** Spec §2 AI Coach: the premium teaser, pricing "Coming Soon". */
export function PremiumTeaser() {
  return (
    <Box aria-labelledby="premium-title" data-testid="premium-teaser">
      <Copy>
        <Badge $tone="accent">
          <Crown aria-hidden="true" /> {PREMIUM_TEASER.badge}
        </Badge>
        <h2 id="premium-title">{PREMIUM_TEASER.title}</h2>
        <p>{PREMIUM_TEASER.text}</p>
        <ButtonAnchor href={`#${EARLY_ACCESS_ID}`} $variant="secondary" $size="lg">
          <BellRing aria-hidden="true" /> {PREMIUM_TEASER.cta}
        </ButtonAnchor>
      </Copy>
      <Price>
        <dl>
          <dt>{PREMIUM_TEASER.priceLabel}</dt>
          <dd>{PREMIUM_TEASER.price}</dd>
        </dl>
        <h3>{PREMIUM_TEASER.includedTitle}</h3>
        <ul>
          <IconItems items={PREMIUM_TEASER.included} icon={Check} />
        </ul>
      </Price>
    </Box>
  );
}
