import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { DocumentSection } from '../../../content/static-document';
import { ContentBlocks } from './content-blocks';

const Wrap = styled.section`
  display: grid;
  gap: ${(p) => p.theme.space(5)};
  /* Anchor jumps land below the sticky navigation bar, not under it. */
  scroll-margin-top: calc(${(p) => p.theme.layout.navHeight} + ${(p) => p.theme.space(6)});
  h2 {
    font-size: ${(p) => p.theme.fontSize.xl};
    font-weight: ${(p) => p.theme.fontWeight.bold};
    letter-spacing: -0.01em;
    outline: none;
  }
  h2 span {
    margin-right: ${(p) => p.theme.space(0.5)};
    color: ${(p) => p.theme.color.primary};
    font-variant-numeric: tabular-nums;
  }
`;

/** One titled section of a document: an anchor target, a landmark named by its heading, then its blocks. */
export function DocumentSectionView({
  section,
  number,
  children,
  className,
}: {
  section: DocumentSection;
  /** Legal texts show "1." before the title. */
  number?: number;
  /** Anything the page adds after the section's own copy (e.g. the prompt templates). */
  children?: ReactNode;
  className?: string;
}) {
  const titleId = `${section.id}-title`;
  return (
    <Wrap id={section.id} aria-labelledby={titleId} className={className}>
      <h2 id={titleId} tabIndex={-1}>
        {number !== undefined && <span>{number}.</span>} {section.title}
      </h2>
      {section.body.length > 0 && <ContentBlocks blocks={section.body} />}
      {children}
    </Wrap>
  );
}
