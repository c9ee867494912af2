import { media } from '@cci/shared-ui';
import styled from 'styled-components';
import { gridList } from '../../../components/list-styles';
import type { PromptTemplate } from '../../../content/guides/prompt-templates';
import { TemplateCard } from './template-card';

const Grid = styled.ul`
  ${gridList(5)}
  ${media.md} {
    grid-template-columns: 1fr 1fr;
    gap: ${(p) => p.theme.space(6)};
  }
  > li {
    display: grid;
  }
`;

/** The prompt templates, two by two on wide screens. */
export function TemplateGrid({ templates }: { templates: readonly PromptTemplate[] }) {
  return (
    <Grid aria-label="Prompt templates">
      {templates.map((t) => (
        <li key={t.id}>
          <TemplateCard template={t} />
        </li>
      ))}
    </Grid>
  );
}
