import { media } from '@cci/shared-ui';
import { ArrowRight } from 'lucide-react';
import { Link } from '@cci/shared-ui/router';
import styled from 'styled-components';
import type { Guide } from '../../../content/static-document';

const Wrap = styled.section`
  display: grid;
  gap: ${(p) => p.theme.space(5)};
  h2 {
    font-size: ${(p) => p.theme.fontSize.xl};
  }
  ul {
    display: grid;
    gap: ${(p) => p.theme.space(4)};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  ${media.md} {
    ul {
      grid-template-columns: 1fr 1fr;
    }
  }
`;
const GuideLink = styled(Link)`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space(4)};
  height: 100%;
  padding: ${(p) => p.theme.space(5)};
  border-radius: ${(p) => p.theme.radius.lg};
  text-decoration: none;
  background: ${(p) => p.theme.color.surface};
  border: 1px solid ${(p) => p.theme.color.border};
  box-shadow: ${(p) => p.theme.shadow.sm};
  transition:
    border-color 150ms ease,
    box-shadow 150ms ease;
  &:hover {
    border-color: ${(p) => p.theme.color.primary};
    box-shadow: ${(p) => p.theme.shadow.md};
  }
  > span:first-child {
    display: grid;
    place-items: center;
    flex: none;
    width: 44px;
    height: 44px;
    border-radius: ${(p) => p.theme.radius.md};
    background: ${(p) => p.theme.color.primarySoft};
    color: ${(p) => p.theme.color.primary};
  }
  strong {
    display: block;
    color: ${(p) => p.theme.color.ink};
  }
  small {
    display: block;
    color: ${(p) => p.theme.color.muted};
    font-size: ${(p) => p.theme.fontSize.sm};
  }
  > svg {
    flex: none;
    margin-left: auto;
    color: ${(p) => p.theme.color.subtle};
    width: 18px;
    height: 18px;
  }
`;

/** Links to the other guides, so a reader can carry on without going back to AI Evolution. */
export function MoreGuides({ guides }: { guides: readonly Guide[] }) {
  return (
    <Wrap aria-labelledby="more-guides-title">
      <h2 id="more-guides-title">Keep learning</h2>
      <ul>
        {guides.map(({ path, title, summary, icon: Icon }) => (
          <li key={path}>
            <GuideLink to={path}>
              <span>
                <Icon size={22} aria-hidden="true" />
              </span>
              <span>
                <strong>{title}</strong>
                <small>{summary}</small>
              </span>
              <ArrowRight aria-hidden="true" />
            </GuideLink>
          </li>
        ))}
      </ul>
    </Wrap>
  );
}
