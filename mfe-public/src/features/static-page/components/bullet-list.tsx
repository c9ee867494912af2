import styled from 'styled-components';
import type { ListItem } from '../../../content/static-document';
import { joinTerm } from '../term';
import { RichText } from './rich-text';

const List = styled.ul`
  display: grid;
  gap: ${(p) => p.theme.space(2.5)};
  max-width: 70ch;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    position: relative;
    padding-left: ${(p) => p.theme.space(6)};
  }
  li::before {
    content: '';
    position: absolute;
    left: ${(p) => p.theme.space(1.5)};
    top: 0.65em;
    width: 7px;
    height: 7px;
    border-radius: 50%;
    background: ${(p) => p.theme.color.primary};
  }
  strong {
    color: ${(p) => p.theme.color.ink};
    font-weight: ${(p) => p.theme.fontWeight.semibold};
  }
`;

/** A bulleted list; an item may lead with a bold term (a right, a rule, a practice). */
export function BulletList({ items }: { items: readonly ListItem[] }) {
  return (
    <List>
      {items.map((item) =>
        typeof item === 'string' ? (
          <li key={item}>
            <RichText text={item} />
          </li>
        ) : (
          <li key={item.term}>
            <strong>{joinTerm(item.term, item.text)}</strong> <RichText text={item.text} />
          </li>
        ),
      )}
    </List>
  );
}
