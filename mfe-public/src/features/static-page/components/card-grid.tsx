import styled from 'styled-components';
import type { CardItem } from '../../../content/static-document';
import { RichText } from './rich-text';

const Grid = styled.ul`
  display: grid;
  gap: ${(p) => p.theme.space(4)};
  margin: 0;
  padding: 0;
  list-style: none;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 300px), 1fr));
`;
const Item = styled.li<{ $warning: boolean }>`
  display: grid;
  align-content: start;
  gap: ${(p) => p.theme.space(2)};
  padding: ${(p) => p.theme.space(5)};
  border-radius: ${(p) => p.theme.radius.lg};
  background: ${(p) => p.theme.color.surface};
  border: 1px solid ${(p) => p.theme.color.border};
  box-shadow: ${(p) => p.theme.shadow.sm};
  h3 {
    font-size: ${(p) => p.theme.fontSize.base};
    font-weight: ${(p) => p.theme.fontWeight.semibold};
    line-height: ${(p) => p.theme.lineHeight.snug};
  }
  p {
    font-size: ${(p) => p.theme.fontSize.sm};
    color: ${(p) => p.theme.color.muted};
  }
  > span {
    display: grid;
    place-items: center;
    width: 40px;
    height: 40px;
    border-radius: ${(p) => p.theme.radius.md};
    background: ${(p) => (p.$warning ? p.theme.color.warningSoft : p.theme.color.primarySoft)};
    color: ${(p) => (p.$warning ? p.theme.color.warning : p.theme.color.primary)};
  }
  > span svg {
    width: 20px;
    height: 20px;
  }
`;
const Examples = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space(1.5)};
  margin: ${(p) => p.theme.space(1)} 0 0;
  padding: 0;
  list-style: none;
  li {
    padding: 2px ${(p) => p.theme.space(2.5)};
    border-radius: ${(p) => p.theme.radius.pill};
    background: ${(p) => p.theme.color.backgroundAlt};
    color: ${(p) => p.theme.color.text};
    font-size: ${(p) => p.theme.fontSize.xs};
    font-weight: ${(p) => p.theme.fontWeight.medium};
  }
`;

/** Short, parallel ideas (principles, risks, tool categories) as a responsive grid of small cards. */
export function CardGrid({ items, tone = 'default' }: { items: readonly CardItem[]; tone?: 'default' | 'warning' }) {
  return (
    <Grid>
      {items.map(({ title, text, icon: Icon, examples }) => (
        <Item key={title} $warning={tone === 'warning'}>
          {Icon && (
            <span>
              <Icon aria-hidden="true" />
            </span>
          )}
          <h3>{title}</h3>
          <p>
            <RichText text={text} />
          </p>
          {examples && (
            <Examples aria-label={`Examples of ${title.toLowerCase()}`}>
              {examples.map((e) => (
                <li key={e}>{e}</li>
              ))}
            </Examples>
          )}
        </Item>
      ))}
    </Grid>
  );
}
