import styled from 'styled-components';
import type { StepItem } from '../../../content/static-document';
import { RichText } from './rich-text';

const List = styled.ol`
  display: grid;
  gap: ${(p) => p.theme.space(4)};
  max-width: 70ch;
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: step;
  li {
    position: relative;
    display: grid;
    gap: ${(p) => p.theme.space(1)};
    padding-left: ${(p) => p.theme.space(14)};
    counter-increment: step;
  }
  li::before {
    content: counter(step);
    position: absolute;
    left: 0;
    top: 0;
    display: grid;
    place-items: center;
    width: 40px;
    height: 40px;
    border-radius: 50%;
    background: ${(p) => p.theme.color.primarySoft};
    color: ${(p) => p.theme.color.primaryHover};
    font-weight: ${(p) => p.theme.fontWeight.bold};
  }
  li:not(:last-child)::after {
    content: '';
    position: absolute;
    left: 19px;
    top: 46px;
    bottom: -${(p) => p.theme.space(3)};
    width: 2px;
    background: ${(p) => p.theme.color.border};
  }
  strong {
    color: ${(p) => p.theme.color.ink};
    padding-top: ${(p) => p.theme.space(2)};
  }
  p {
    color: ${(p) => p.theme.color.muted};
  }
`;

/** Numbered steps (a process the reader follows in order). The numbers come from the <ol>, so they are real. */
export function StepList({ label, items }: { label: string; items: readonly StepItem[] }) {
  return (
    <List aria-label={label}>
      {items.map((step) => (
        <li key={step.title}>
          <strong>{step.title}</strong>
          <p>
            <RichText text={step.text} />
          </p>
        </li>
      ))}
    </List>
  );
}
