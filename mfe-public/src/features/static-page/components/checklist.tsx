import { useId, useState } from 'react';
import styled from 'styled-components';

const Wrap = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space(3)};
  max-width: 70ch;
  padding: ${(p) => p.theme.space(5)};
  border-radius: ${(p) => p.theme.radius.lg};
  background: ${(p) => p.theme.color.surface};
  border: 1px solid ${(p) => p.theme.color.border};
  box-shadow: ${(p) => p.theme.shadow.sm};
`;
const Progress = styled.p`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${(p) => p.theme.space(3)};
  font-size: ${(p) => p.theme.fontSize.sm};
  font-weight: ${(p) => p.theme.fontWeight.semibold};
  color: ${(p) => p.theme.color.muted};
`;
const Bar = styled.span<{ $value: number }>`
  flex: 1;
  max-width: 200px;
  height: 8px;
  border-radius: ${(p) => p.theme.radius.pill};
  background: ${(p) => p.theme.color.backgroundAlt};
  overflow: hidden;
  &::after {
    content: '';
    display: block;
    height: 100%;
    width: ${(p) => p.$value}%;
    background: ${(p) => p.theme.color.success};
    transition: width 200ms ease;
  }
`;
const List = styled.ul`
  display: grid;
  gap: ${(p) => p.theme.space(1)};
  margin: 0;
  padding: 0;
  list-style: none;
  label {
    display: flex;
    align-items: flex-start;
    gap: ${(p) => p.theme.space(3)};
    padding: ${(p) => p.theme.space(2)};
    border-radius: ${(p) => p.theme.radius.sm};
    cursor: pointer;
    &:hover {
      background: ${(p) => p.theme.color.background};
    }
  }
  input {
    flex: none;
    width: 20px;
    height: 20px;
    margin: 2px 0 0;
    accent-color: ${(p) => p.theme.color.success};
    cursor: pointer;
  }
  input:checked + span {
    color: ${(p) => p.theme.color.muted};
  }
`;

/**
 * A self-check list: real checkboxes so readers can tick items off while they review a tool.
 * The ticks stay on this page only; nothing is stored.
 */
export function Checklist({ label, items }: { label: string; items: readonly string[] }) {
  const id = useId();
  const [checked, setChecked] = useState<ReadonlySet<number>>(new Set());
  const toggle = (i: number) =>
    setChecked((prev) => {
      const next = new Set(prev);
      if (next.has(i)) next.delete(i);
      else next.add(i);
      return next;
    });
  return (
    <Wrap>
      <Progress>
        <span aria-live="polite">
          {checked.size} of {items.length} checked
        </span>
        <Bar $value={(checked.size / items.length) * 100} aria-hidden="true" />
      </Progress>
      <List aria-label={label}>
        {items.map((item, i) => (
          <li key={item}>
            <label htmlFor={`${id}-${i}`}>
              <input id={`${id}-${i}`} type="checkbox" checked={checked.has(i)} onChange={() => toggle(i)} />
              <span>{item}</span>
            </label>
          </li>
        ))}
      </List>
    </Wrap>
  );
}
