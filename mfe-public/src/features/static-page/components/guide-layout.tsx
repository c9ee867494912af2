import { Container, media } from '@cci/shared-ui';
import { Clock, Lightbulb } from 'lucide-react';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useSectionJump } from '../hooks/use-section-jump';
import type { Guide } from '../../../content/static-document';
import { readingMinutes } from '../reading-time';
import { CommunityCta } from './community-cta';
import { DocumentSectionView } from './document-section';
import { MoreGuides } from './more-guides';
import { PageHero } from './page-hero';
import { SectionChips } from './section-chips';

const Body = styled(Container)`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${(p) => p.theme.space(14)};
  padding-top: ${(p) => p.theme.space(12)};
  padding-bottom: ${(p) => p.theme.space(16)};
  ${media.md} {
    gap: ${(p) => p.theme.space(20)};
    padding-top: ${(p) => p.theme.space(16)};
  }
`;
const GuideSection = styled(DocumentSectionView)`
  h2 {
    font-size: ${(p) => p.theme.fontSize['2xl']};
  }
  ${media.md} {
    h2 {
      font-size: ${(p) => p.theme.fontSize['3xl']};
    }
  }
  > div > p:first-child {
    font-size: ${(p) => p.theme.fontSize.lg};
    color: ${(p) => p.theme.color.muted};
  }
`;

/**
 * A guide page (spec §2 Guide pages): back link to AI Evolution, sections with "On this page" chips, the
 * community to practise in, and the other guides.
 */
export function GuideLayout({
  guide,
  otherGuides,
  extras = {},
}: {
  guide: Guide;
  otherGuides: readonly Guide[];
  /** Interactive pieces a page adds to a section, keyed by section id. */
  extras?: Partial<Record<string, ReactNode>>;
}) {
  const jumpTo = useSectionJump();
  const Icon = guide.icon;
  return (
    <>
      <PageHero
        title={guide.title}
        lead={guide.lead}
        eyebrow={
          <>
            <Icon aria-hidden="true" /> AI Tips &amp; Tricks
          </>
        }
        back={{ to: '/ai-evolution', label: 'Back to AI Evolution' }}
        meta={[
          <>
            <Lightbulb aria-hidden="true" /> {guide.sections.length} sections
          </>,
          <>
            <Clock aria-hidden="true" /> {readingMinutes(guide.sections)} min read
          </>,
        ]}
      >
        <SectionChips sections={guide.sections} onJump={jumpTo} />
      </PageHero>
      <Body>
        {guide.sections.map((section) => (
          <GuideSection key={section.id} section={section}>
            {extras[section.id]}
          </GuideSection>
        ))}
        <CommunityCta {...guide.community} />
        <MoreGuides guides={otherGuides} />
      </Body>
    </>
  );
}
