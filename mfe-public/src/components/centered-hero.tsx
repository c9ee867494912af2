import { Container, Lead, PageTitle, media } from '@cci/shared-ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';

/** Vertical padding in theme steps: below the md breakpoint, then from md up. */
export interface HeroSpacing {
  top: number;
  bottom: number;
  mdTop: number;
  mdBottom: number;
}

const DEFAULT_SPACING: HeroSpacing = { top: 12, bottom: 10, mdTop: 16, mdBottom: 12 };

const Hero = styled.section<{ $spacing: HeroSpacing; $bordered: boolean }>`
  background: ${(p) => p.theme.gradient.hero};
  ${(p) => (p.$bordered ? `border-bottom: 1px solid ${p.theme.color.border};` : '')}
  padding: ${(p) => p.theme.space(p.$spacing.top)} 0 ${(p) => p.theme.space(p.$spacing.bottom)};
  ${media.md} {
    padding: ${(p) => p.theme.space(p.$spacing.mdTop)} 0 ${(p) => p.theme.space(p.$spacing.mdBottom)};
  }
`;
const Inner = styled(Container)<{ $gap: number; $leadWidth: string }>`
  display: grid;
  justify-items: center;
  gap: ${(p) => p.theme.space(p.$gap)};
  text-align: center;
  ${Lead} {
    max-width: ${(p) => p.$leadWidth};
  }
`;

/**
 * The centred top of a page on the hero gradient: a badge (or a row of them), the page's one h1, a lead paragraph
 * and optional extras below. With titleId the section is labelled by its title.
 */
export function CenteredHero({
  badge,
  title,
  titleId,
  lead,
  children,
  gap = 5,
  leadWidth = '62ch',
  spacing = DEFAULT_SPACING,
  bordered = true,
}: {
  badge: ReactNode;
  title: ReactNode;
  titleId?: string;
  lead: ReactNode;
  children?: ReactNode;
  /** Space between the blocks, in theme steps. */
  gap?: number;
  leadWidth?: string;
  spacing?: HeroSpacing;
  /** A hairline under the hero; off where a banner overlaps its lower edge. */
  bordered?: boolean;
}) {
  return (
    <Hero aria-labelledby={titleId} $spacing={spacing} $bordered={bordered}>
      <Inner $gap={gap} $leadWidth={leadWidth}>
        {badge}
        <PageTitle id={titleId}>{title}</PageTitle>
        <Lead>{lead}</Lead>
        {children}
      </Inner>
    </Hero>
  );
}
