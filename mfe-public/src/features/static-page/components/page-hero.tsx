import { Badge, Container, Lead, PageTitle, media } from '@cci/shared-ui';
import { ArrowLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from '@cci/shared-ui/router';
import styled from 'styled-components';

const Hero = styled.header`
  background: ${(p) => p.theme.gradient.hero};
  border-bottom: 1px solid ${(p) => p.theme.color.border};
`;
const Inner = styled(Container)`
  display: grid;
  justify-items: start;
  gap: ${(p) => p.theme.space(4)};
  padding-top: ${(p) => p.theme.space(8)};
  padding-bottom: ${(p) => p.theme.space(10)};
  ${media.md} {
    padding-top: ${(p) => p.theme.space(10)};
    padding-bottom: ${(p) => p.theme.space(14)};
  }
  ${Lead} {
    max-width: 62ch;
  }
`;
const Back = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${(p) => p.theme.space(1.5)};
  color: ${(p) => p.theme.color.muted};
  font-size: ${(p) => p.theme.fontSize.sm};
  font-weight: ${(p) => p.theme.fontWeight.medium};
  text-decoration: none;
  &:hover {
    color: ${(p) => p.theme.color.primary};
    text-decoration: underline;
  }
  svg {
    width: 16px;
    height: 16px;
  }
`;
const Crumbs = styled.nav`
  ol {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${(p) => p.theme.space(1)};
    margin: 0;
    padding: 0;
    list-style: none;
    font-size: ${(p) => p.theme.fontSize.sm};
  }
  li {
    display: inline-flex;
    align-items: center;
    gap: ${(p) => p.theme.space(1)};
    color: ${(p) => p.theme.color.muted};
  }
  li svg {
    width: 14px;
    height: 14px;
    color: ${(p) => p.theme.color.subtle};
  }
  a {
    color: ${(p) => p.theme.color.muted};
    text-decoration: none;
    &:hover {
      color: ${(p) => p.theme.color.primary};
      text-decoration: underline;
    }
  }
  [aria-current] {
    color: ${(p) => p.theme.color.ink};
    font-weight: ${(p) => p.theme.fontWeight.medium};
  }
`;
const Meta = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space(2)} ${(p) => p.theme.space(5)};
  margin: 0;
  padding: 0;
  list-style: none;
  color: ${(p) => p.theme.color.muted};
  font-size: ${(p) => p.theme.fontSize.sm};
  li {
    display: inline-flex;
    align-items: center;
    gap: ${(p) => p.theme.space(1.5)};
  }
  svg {
    width: 16px;
    height: 16px;
    color: ${(p) => p.theme.color.subtle};
  }
`;

export interface Crumb {
  to: string;
  label: string;
}

/**
 * The top of a static page: a way back (a back link or a breadcrumb), an eyebrow badge, the page's one h1,
 * a lead paragraph, a line of facts (last updated, reading time) and optional extras such as "On this page".
 */
export function PageHero({
  title,
  lead,
  eyebrow,
  back,
  breadcrumb,
  meta,
  children,
}: {
  title: string;
  lead: string;
  eyebrow?: ReactNode;
  back?: Crumb;
  /** The pages above this one; the current page is added at the end. */
  breadcrumb?: readonly Crumb[];
  meta?: readonly ReactNode[];
  children?: ReactNode;
}) {
  return (
    <Hero>
      <Inner>
        {back && (
          <Back to={back.to}>
            <ArrowLeft aria-hidden="true" /> {back.label}
          </Back>
        )}
        {breadcrumb && (
          <Crumbs aria-label="Breadcrumb">
            <ol>
              {breadcrumb.map((c) => (
                <li key={c.to}>
                  <Link to={c.to}>{c.label}</Link>
                  <ChevronRight aria-hidden="true" />
                </li>
              ))}
              <li aria-current="page">{title}</li>
            </ol>
          </Crumbs>
        )}
        {eyebrow && <Badge $tone="primary">{eyebrow}</Badge>}
        <PageTitle>{title}</PageTitle>
        <Lead>{lead}</Lead>
        {meta && meta.length > 0 && (
          <Meta>
            {meta.map((m, i) => (
              <li key={i}>{m}</li>
            ))}
          </Meta>
        )}
        {children}
      </Inner>
    </Hero>
  );
}
