import { media } from '@cci/shared-ui';
import { ChevronDown, ListOrdered } from 'lucide-react';
import { useState, type MouseEvent } from 'react';
import styled from 'styled-components';
import { useActiveSection } from '../hooks/use-active-section';

const Nav = styled.nav`
  border-radius: ${(p) => p.theme.radius.lg};
  background: ${(p) => p.theme.color.surface};
  border: 1px solid ${(p) => p.theme.color.border};
  box-shadow: ${(p) => p.theme.shadow.sm};
  ${media.lg} {
    position: sticky;
    top: calc(${(p) => p.theme.layout.navHeight} + ${(p) => p.theme.space(6)});
    max-height: calc(100vh - ${(p) => p.theme.layout.navHeight} - ${(p) => p.theme.space(12)});
    overflow-y: auto;
    padding: ${(p) => p.theme.space(5)} ${(p) => p.theme.space(3)};
  }
`;
/** Phones: the list folds away behind this button so the document starts near the top. */
const Toggle = styled.button`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space(2)};
  width: 100%;
  min-height: 52px;
  padding: 0 ${(p) => p.theme.space(4)};
  border: 0;
  background: transparent;
  cursor: pointer;
  color: ${(p) => p.theme.color.ink};
  font-weight: ${(p) => p.theme.fontWeight.semibold};
  text-align: left;
  small {
    margin-left: auto;
    color: ${(p) => p.theme.color.subtle};
    font-weight: ${(p) => p.theme.fontWeight.regular};
    font-size: ${(p) => p.theme.fontSize.sm};
  }
  svg {
    width: 18px;
    height: 18px;
    flex: none;
  }
  svg:last-child {
    transition: transform 150ms ease;
  }
  &[aria-expanded='true'] svg:last-child {
    transform: rotate(180deg);
  }
  ${media.lg} {
    display: none;
  }
`;
const Label = styled.p`
  display: none;
  ${media.lg} {
    display: block;
    padding: 0 ${(p) => p.theme.space(3)} ${(p) => p.theme.space(3)};
    font-size: ${(p) => p.theme.fontSize.xs};
    font-weight: ${(p) => p.theme.fontWeight.bold};
    letter-spacing: 0.08em;
    text-transform: uppercase;
    color: ${(p) => p.theme.color.subtle};
  }
`;
const List = styled.ol<{ $open: boolean }>`
  display: ${(p) => (p.$open ? 'grid' : 'none')};
  gap: 2px;
  margin: 0;
  list-style: none;
  padding: 0 ${(p) => p.theme.space(2)} ${(p) => p.theme.space(3)};
  ${media.lg} {
    display: grid;
    padding: 0;
  }
  a {
    display: flex;
    gap: ${(p) => p.theme.space(2)};
    padding: ${(p) => p.theme.space(2)} ${(p) => p.theme.space(3)};
    border-radius: ${(p) => p.theme.radius.sm};
    border-left: 3px solid transparent;
    color: ${(p) => p.theme.color.muted};
    font-size: ${(p) => p.theme.fontSize.sm};
    line-height: ${(p) => p.theme.lineHeight.snug};
    text-decoration: none;
    &:hover {
      color: ${(p) => p.theme.color.ink};
      background: ${(p) => p.theme.color.background};
    }
    &[aria-current] {
      color: ${(p) => p.theme.color.primaryHover};
      background: ${(p) => p.theme.color.primarySoft};
      border-left-color: ${(p) => p.theme.color.primary};
      font-weight: ${(p) => p.theme.fontWeight.semibold};
    }
  }
  a span {
    flex: none;
    min-width: 1.6em;
    font-variant-numeric: tabular-nums;
    color: ${(p) => p.theme.color.subtle};
  }
`;

/**
 * "On this page" for a long document: anchor links to every section. A sticky side column on wide screens,
 * a collapsible list above the text on phones. The entry of the section being read is marked.
 */
export function TableOfContents({
  sections,
  numbered,
  onJump,
}: {
  sections: readonly { id: string; title: string }[];
  numbered: boolean;
  onJump: (id: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const active = useActiveSection(sections.map((s) => s.id));

  function jump(event: MouseEvent<HTMLAnchorElement>, id: string) {
    // A modified click (new tab, copy link) keeps the browser's default.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    setOpen(false);
    onJump(id);
  }

  return (
    <Nav aria-label="Table of contents">
      <Toggle type="button" aria-expanded={open} aria-controls="toc-list" onClick={() => setOpen((o) => !o)}>
        <ListOrdered aria-hidden="true" /> Contents <small>{sections.length} sections</small> <ChevronDown aria-hidden="true" />
      </Toggle>
      <Label aria-hidden="true">On this page</Label>
      <List id="toc-list" $open={open}>
        {sections.map((s, i) => (
          <li key={s.id}>
            <a href={`#${s.id}`} aria-current={active === s.id ? 'location' : undefined} onClick={(e) => jump(e, s.id)}>
              {numbered && (
                <>
                  <span>{i + 1}.</span>{' '}
                </>
              )}
              {s.title}
            </a>
          </li>
        ))}
      </List>
    </Nav>
  );
}
