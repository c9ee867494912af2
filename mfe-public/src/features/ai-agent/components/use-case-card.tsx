import { ChevronDown, type LucideIcon } from 'lucide-react';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { USE_CASES_COPY, type CoachUseCase } from '../../../content/ai-agent';

const Card = styled.article<{ $open: boolean }>`
  border-radius: ${(p) => p.theme.radius.lg};
  background: ${(p) => p.theme.color.surface};
  border: 1px solid ${(p) => (p.$open ? p.theme.color.primaryLine : p.theme.color.border)};
  box-shadow: ${(p) => (p.$open ? p.theme.shadow.lg : p.theme.shadow.sm)};
  transition:
    box-shadow 180ms ease,
    border-color 180ms ease;
  h3 {
    margin: 0;
  }
`;
const Toggle = styled.button`
  display: grid;
  grid-template-columns: auto 1fr auto;
  gap: ${(p) => p.theme.space(4)};
  align-items: start;
  width: 100%;
  padding: ${(p) => p.theme.space(6)};
  border: 0;
  border-radius: inherit;
  background: transparent;
  color: inherit;
  text-align: left;
  cursor: pointer;
  &:hover strong {
    color: ${(p) => p.theme.color.primary};
  }
  strong {
    display: block;
    font-size: ${(p) => p.theme.fontSize.lg};
    color: ${(p) => p.theme.color.ink};
    transition: color 150ms ease;
  }
  small {
    display: block;
    margin-top: ${(p) => p.theme.space(1)};
    font-size: ${(p) => p.theme.fontSize.sm};
    font-weight: ${(p) => p.theme.fontWeight.regular};
    color: ${(p) => p.theme.color.muted};
    line-height: 1.5;
  }
  > svg:last-child {
    width: 22px;
    height: 22px;
    margin-top: 4px;
    color: ${(p) => p.theme.color.subtle};
    transition: transform 200ms ease;
  }
  &[aria-expanded='true'] > svg:last-child {
    transform: rotate(180deg);
    color: ${(p) => p.theme.color.primary};
  }
`;
const IconTile = styled.span`
  display: grid;
  place-items: center;
  width: 48px;
  height: 48px;
  border-radius: ${(p) => p.theme.radius.md};
  background: ${(p) => p.theme.gradient.brand};
  color: ${(p) => p.theme.color.onDark};
  svg {
    width: 24px;
    height: 24px;
  }
`;
const Details = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space(4)};
  padding: 0 ${(p) => p.theme.space(6)} ${(p) => p.theme.space(6)};
  &[hidden] {
    display: none;
  } /* author display: grid would otherwise beat the hidden attribute */
  > p {
    color: ${(p) => p.theme.color.text};
    line-height: 1.65;
  }
  h4 {
    font-size: ${(p) => p.theme.fontSize.sm};
    text-transform: uppercase;
    letter-spacing: 0.06em;
    color: ${(p) => p.theme.color.primaryHover};
  }
  ul {
    display: grid;
    gap: ${(p) => p.theme.space(2)};
    margin: ${(p) => p.theme.space(2)} 0 0;
    padding: 0;
    list-style: none;
  }
  li {
    padding: ${(p) => p.theme.space(3)} ${(p) => p.theme.space(4)};
    border-radius: ${(p) => p.theme.radius.md};
    background: ${(p) => p.theme.color.primarySoft};
    font-size: ${(p) => p.theme.fontSize.sm};
    color: ${(p) => p.theme.color.ink};
    line-height: 1.5;
  }
  li::before {
    content: '“';
  }
  li::after {
    content: '”';
  }
  small {
    font-size: ${(p) => p.theme.fontSize.sm};
    color: ${(p) => p.theme.color.muted};
  }
`;

/** One use case: a disclosure button that reveals what the coach does and what to ask it. */
export function UseCaseCard({ useCase, icon: Icon }: { useCase: CoachUseCase; icon: LucideIcon }) {
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  return (
    <Card $open={open} data-testid="use-case-card">
      <h3>
        <Toggle type="button" aria-expanded={open} aria-controls={detailsId} onClick={() => setOpen((o) => !o)}>
          <IconTile>
            <Icon aria-hidden="true" />
          </IconTile>
          <span>
            <strong>{useCase.title}</strong>
            <small>{useCase.summary}</small>
          </span>
          <ChevronDown aria-hidden="true" />
        </Toggle>
      </h3>
      <Details id={detailsId} hidden={!open}>
        <p>{useCase.details}</p>
        <div>
          <h4>{USE_CASES_COPY.examplesTitle}</h4>
          <ul>
            {useCase.examples.map((example) => (
              <li key={example}>{example}</li>
            ))}
          </ul>
        </div>
        {useCase.note && <small>{useCase.note}</small>}
      </Details>
    </Card>
  );
}
