import { Container, Lead, Section, SectionTitle, media, usePageTitle } from '@cci/shared-ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { COMMUNITIES_COPY, FEATURES_COPY, USE_CASES_COPY } from '../content/ai-agent';
import { CoachCommunities } from '../features/ai-agent/components/coach-communities';
import { CoachFeatures } from '../features/ai-agent/components/coach-features';
import { CoachHero } from '../features/ai-agent/components/coach-hero';
import { CoachUseCases } from '../features/ai-agent/components/coach-use-cases';
import { PremiumTeaser } from '../features/ai-agent/components/premium-teaser';
import { EarlyAccessSection } from '../features/waitlist/components/early-access-section';

const Band = styled(Section)<{ $alt?: boolean }>`
  background: ${(p) => (p.$alt ? p.theme.color.surface : 'transparent')};
  ${(p) => p.$alt && `border-block: 1px solid ${p.theme.color.border};`}
`;
const Head = styled.header`
  display: grid;
  gap: ${(p) => p.theme.space(3)};
  max-width: 64ch;
  margin-bottom: ${(p) => p.theme.space(10)};
  ${media.md} {
    margin-bottom: ${(p) => p.theme.space(12)};
  }
`;

function Titled({ id, title, lead, alt, children }: { id: string; title: string; lead: string; alt?: boolean; children: ReactNode }) {
  return (
    <Band $alt={alt} aria-labelledby={id}>
      <Container>
        <Head>
          <SectionTitle id={id}>{title}</SectionTitle>
          <Lead>{lead}</Lead>
        </Head>
        {children}
      </Container>
    </Band>
  );
}

/**
 * Spec §2 AI Coach landing and waitlist (/ai-agent): hero, use cases, features, communities, the premium teaser
 * and the early-access form at #early-access.
 */
export default function AiAgentPage() {
  usePageTitle('AI Coach');
  return (
    <>
      <CoachHero />
      <Titled id="use-cases-title" title={USE_CASES_COPY.title} lead={USE_CASES_COPY.lead}>
        <CoachUseCases />
      </Titled>
      <Titled id="features-title" title={FEATURES_COPY.title} lead={FEATURES_COPY.lead} alt>
        <CoachFeatures />
      </Titled>
      <Titled id="communities-title" title={COMMUNITIES_COPY.title} lead={COMMUNITIES_COPY.lead}>
        <CoachCommunities />
      </Titled>
      <Section>
        <Container>
          <PremiumTeaser />
        </Container>
      </Section>
      <Band $alt>
        <Container>
          <EarlyAccessSection />
        </Container>
      </Band>
    </>
  );
}
