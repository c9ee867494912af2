import { Container, media } from '@cci/shared-ui';
import { CalendarDays, Clock, ListOrdered } from 'lucide-react';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useSectionJump } from '../hooks/use-section-jump';
import type { LegalDocument } from '../../../content/static-document';
import { readingMinutes } from '../reading-time';
import { DocumentSectionView } from './document-section';
import { PageHero } from './page-hero';
import { TableOfContents } from './table-of-contents';

const Body = styled(Container)`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${(p) => p.theme.space(6)};
  align-items: start;
  padding-top: ${(p) => p.theme.space(8)};
  padding-bottom: ${(p) => p.theme.space(16)};
  ${media.lg} {
    grid-template-columns: 260px minmax(0, 1fr);
    gap: ${(p) => p.theme.space(12)};
    padding-top: ${(p) => p.theme.space(12)};
  }
`;
const Article = styled.article`
  display: grid;
  gap: ${(p) => p.theme.space(10)};
  max-width: 52rem;
  padding: ${(p) => p.theme.space(6)} ${(p) => p.theme.space(5)};
  border-radius: ${(p) => p.theme.radius.xl};
  background: ${(p) => p.theme.color.surface};
  border: 1px solid ${(p) => p.theme.color.border};
  box-shadow: ${(p) => p.theme.shadow.sm};
  ${media.md} {
    padding: ${(p) => p.theme.space(12)};
    gap: ${(p) => p.theme.space(12)};
  }
  > section + section {
    padding-top: ${(p) => p.theme.space(10)};
    border-top: 1px solid ${(p) => p.theme.color.border};
  }
  ${media.md} {
    > section + section {
      padding-top: ${(p) => p.theme.space(12)};
    }
  }
`;

/**
 * A legal or guidelines page (spec §2 Legal and guidelines): hero with breadcrumb and "Last updated", a table
 * of contents, and the sections in a readable column.
 */
export function LegalDocumentLayout({ document, eyebrow }: { document: LegalDocument; eyebrow: ReactNode }) {
  const jumpTo = useSectionJump();
  const { sections, numbered } = document;
  return (
    <>
      <PageHero
        title={document.title}
        lead={document.lead}
        eyebrow={eyebrow}
        breadcrumb={[{ to: '/', label: 'Home' }]}
        meta={[
          <>
            <CalendarDays aria-hidden="true" /> Last updated: <time dateTime={document.lastUpdated.iso}>{document.lastUpdated.label}</time>
          </>,
          <>
            <ListOrdered aria-hidden="true" /> {sections.length} sections
          </>,
          <>
            <Clock aria-hidden="true" /> {readingMinutes(sections)} min read
          </>,
        ]}
      />
      <Body>
        <TableOfContents sections={sections} numbered={numbered} onJump={jumpTo} />
        <Article aria-label={document.title}>
          {sections.map((section, i) => (
            <DocumentSectionView key={section.id} section={section} number={numbered ? i + 1 : undefined} />
          ))}
        </Article>
      </Body>
    </>
  );
}
