import styled from 'styled-components';
import type { Block } from '../../../content/static-document';
import { BulletList } from './bullet-list';
import { Callout } from './callout';
import { CardGrid } from './card-grid';
import { Checklist } from './checklist';
import { LevelLadder } from './level-ladder';
import { RichText } from './rich-text';
import { StepList } from './step-list';

const Flow = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space(4)};
  > p {
    max-width: 70ch;
  }
  > h3 {
    margin-top: ${(p) => p.theme.space(2)};
    font-size: ${(p) => p.theme.fontSize.lg};
    font-weight: ${(p) => p.theme.fontWeight.semibold};
  }
  a {
    color: ${(p) => p.theme.color.primary};
    font-weight: ${(p) => p.theme.fontWeight.medium};
    text-underline-offset: 2px;
  }
  a:hover {
    color: ${(p) => p.theme.color.primaryHover};
  }
`;

function BlockView({ block }: { block: Block }) {
  if (typeof block === 'string')
    return (
      <p>
        <RichText text={block} />
      </p>
    );
  switch (block.kind) {
    case 'subheading':
      return <h3>{block.text}</h3>;
    case 'list':
      return <BulletList items={block.items} />;
    case 'steps':
      return <StepList label={block.label} items={block.items} />;
    case 'cards':
      return <CardGrid items={block.items} tone={block.tone} />;
    case 'callout':
      return <Callout tone={block.tone} title={block.title} text={block.text} />;
    case 'checklist':
      return <Checklist label={block.label} items={block.items} />;
    case 'ladder':
      return <LevelLadder label={block.label} levels={block.levels} />;
  }
}

/** The body of a section, block by block, with the prose kept to a readable ~70 characters a line. */
export function ContentBlocks({ blocks }: { blocks: readonly Block[] }) {
  return (
    <Flow>
      {blocks.map((block, i) => (
        <BlockView key={i} block={block} />
      ))}
    </Flow>
  );
}
