import type { MouseEvent } from 'react';
import styled from 'styled-components';

const Nav = styled.nav`
  display: grid;
  gap: ${(p) => p.theme.space(2)};
  margin-top: ${(p) => p.theme.space(2)};
  p {
    font-size: ${(p) => p.theme.fontSize.xs};
    font-weight: ${(p) => p.theme.fontWeight.bold};
    letter-spacing: 0.08em;
    text-transform: uppercase;
    color: ${(p) => p.theme.color.subtle};
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${(p) => p.theme.space(2)};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 36px;
    padding: 0 ${(p) => p.theme.space(3.5)};
    border-radius: ${(p) => p.theme.radius.pill};
    border: 1px solid ${(p) => p.theme.color.border};
    background: ${(p) => p.theme.color.surface};
    color: ${(p) => p.theme.color.text};
    font-size: ${(p) => p.theme.fontSize.sm};
    font-weight: ${(p) => p.theme.fontWeight.medium};
    text-decoration: none;
    transition:
      border-color 150ms ease,
      color 150ms ease;
    &:hover {
      border-color: ${(p) => p.theme.color.primary};
      color: ${(p) => p.theme.color.primary};
    }
  }
`;

/** "On this page" for a guide: its sections as anchor chips under the hero (short pages need no side column). */
export function SectionChips({ sections, onJump }: { sections: readonly { id: string; title: string }[]; onJump: (id: string) => void }) {
  function jump(event: MouseEvent<HTMLAnchorElement>, id: string) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onJump(id);
  }
  return (
    <Nav aria-label="On this page">
      <p aria-hidden="true">On this page</p>
      <ul>
        {sections.map((s) => (
          <li key={s.id}>
            <a href={`#${s.id}`} onClick={(e) => jump(e, s.id)}>
              {s.title}
            </a>
          </li>
        ))}
      </ul>
    </Nav>
  );
}
