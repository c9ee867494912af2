import { usePageTitle } from '@cci/shared-ui';
import { ClosingCta } from '../features/home/components/closing-cta';
import { CoachTeaser } from '../features/home/components/coach-teaser';
import { CommunitiesSection } from '../features/home/components/communities-section';
import { HomeHero } from '../features/home/components/home-hero';
import { PromoSection } from '../features/home/components/promo-section';
import { ValuePoints } from '../features/home/components/value-points';

/** Spec §2 Home (/): sections in the spec's order. */
export default function HomePage() {
  usePageTitle(undefined); // the home page carries the site name and tagline
  return (
    <>
      <HomeHero />
      <PromoSection />
      <ValuePoints />
      <CoachTeaser />
      <CommunitiesSection />
      <ClosingCta />
    </>
  );
}
