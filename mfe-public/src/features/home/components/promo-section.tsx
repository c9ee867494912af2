import { Container, Lead, Section, SectionTitle, media } from '@cci/shared-ui';
import { CheckCircle2 } from 'lucide-react';
import styled from 'styled-components';
import { FEATURED_VIDEO } from '../../../content/home';
import { FeaturedVideo } from './featured-video';
import { IconItems } from '../../../components/icon-items';
import { checkList } from '../../../components/list-styles';

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
  ${checkList(22)}
  li {
    align-items: flex-start;
    color: ${(p) => p.theme.color.text};
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
            <IconItems items={FEATURED_VIDEO.points} icon={CheckCircle2} />
          </ul>
        </Copy>
        <FeaturedVideo />
      </Grid>
    </Section>
  );
}
