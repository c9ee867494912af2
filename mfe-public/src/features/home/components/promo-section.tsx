import { Container, Lead, Section, SectionTitle, media } from '@cci/shared-ui';
import { CheckCircle2 } from 'lucide-react';
import styled from 'styled-components';
import { FEATURED_VIDEO } from '../../../content/home';
import { FeaturedVideo } from './featured-video';

const Grid = styled(Container)`
  display: grid;
  gap: ${(p) => p.theme.space(10)};
  align-items: center;
  ${media.lg} {
    grid-template-columns: 0.9fr 1.1fr;
    gap: ${(p) => p.theme.space(14)};
  }
`;
const Copy = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space(5)};
  ul {
    display: grid;
    gap: ${(p) => p.theme.space(3)};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    display: flex;
    align-items: flex-start;
    gap: ${(p) => p.theme.space(3)};
    color: ${(p) => p.theme.color.text};
  }
  li svg {
    flex: none;
    width: 22px;
    height: 22px;
    color: ${(p) => p.theme.color.success};
  }
`;

/** Spec §2 Home: the featured promo video, with a few words about what it shows. */
export function PromoSection() {
  return (
    <Section aria-labelledby="promo-title">
      <Grid>
        <Copy>
          <SectionTitle id="promo-title">{FEATURED_VIDEO.title}</SectionTitle>
          <Lead>{FEATURED_VIDEO.text}</Lead>
          <ul>
            {FEATURED_VIDEO.points.map((point) => (
              <li key={point}>
                <CheckCircle2 aria-hidden="true" /> {point}
              </li>
            ))}
          </ul>
        </Copy>
        <FeaturedVideo />
      </Grid>
    </Section>
  );
}
