import { headingLink, PostMeta } from '@cci/forum-ui';
import { Card, media } from '@cci/shared-ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';

const Box = styled(Card).attrs({ as: 'section' })`
  display: grid;
  grid-template-rows: auto 1fr auto;
  gap: ${(p) => p.theme.space(4)};
  padding: ${(p) => p.theme.space(5)};
  overflow: visible;
  ${media.md} {
    padding: ${(p) => p.theme.space(6)};
  }
`;
const Head = styled.header`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space(3)};
  h2 {
    font-size: ${(p) => p.theme.fontSize.xl};
    font-weight: ${(p) => p.theme.fontWeight.bold};
  }
  > svg {
    flex: none;
    width: 22px;
    height: 22px;
    color: ${(p) => p.theme.color.primary};
  }
`;
const Foot = styled.footer`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${(p) => p.theme.space(2)} ${(p) => p.theme.space(3)};
  padding-top: ${(p) => p.theme.space(3)};
  border-top: 1px solid ${(p) => p.theme.color.border};
  font-size: ${(p) => p.theme.fontSize.sm};
  font-weight: ${(p) => p.theme.fontWeight.semibold};
  a {
    color: ${(p) => p.theme.color.primary};
  }
`;

/** The items of a hub section, one per row. */
export const HubList = styled.ul`
  display: grid;
  gap: ${(p) => p.theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
  align-content: start;
`;

/** One item: its title (a link to the real page) and a line of facts under it. */
export const HubItem = styled.li`
  display: grid;
  gap: ${(p) => p.theme.space(1)};
  min-width: 0;
  padding: ${(p) => p.theme.space(3)};
  border-radius: ${(p) => p.theme.radius.md};
  background: ${(p) => p.theme.color.background};
  h3 {
    font-size: ${(p) => p.theme.fontSize.base};
    font-weight: ${(p) => p.theme.fontWeight.semibold};
    line-height: ${(p) => p.theme.lineHeight.snug};
    overflow-wrap: anywhere;
    ${headingLink}
  }
`;

/** The facts under an item's title (forum-ui's line of a thread's facts), with links in the brand colour. */
export const HubFacts = styled(PostMeta)`
  svg {
    flex: none;
  }
  a {
    color: ${(p) => p.theme.color.primary};
    font-weight: ${(p) => p.theme.fontWeight.semibold};
  }
`;

export const HubEmpty = styled.p`
  color: ${(p) => p.theme.color.muted};
  a {
    color: ${(p) => p.theme.color.primary};
    font-weight: ${(p) => p.theme.fontWeight.semibold};
  }
`;

/** A section of the Engage hub: a heading, its short list, and the links to the real pages ("see all"). */
export function HubSection({
  id,
  icon,
  title,
  seeAll,
  children,
}: {
  id: string;
  icon: ReactNode;
  title: string;
  seeAll: ReactNode;
  children: ReactNode;
}) {
  return (
    <Box aria-labelledby={`${id}-title`} data-testid={`engage-${id}`}>
      <Head>
        {icon}
        <h2 id={`${id}-title`}>{title}</h2>
      </Head>
      {children}
      <Foot>{seeAll}</Foot>
    </Box>
  );
}
