import { Card, media } from '@cci/shared-ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { formatDate } from '../../../lib/format-date';

const Box = styled(Card).attrs({ as: 'article' })`
  display: grid;
  gap: ${(p) => p.theme.space(3)};
  padding: ${(p) => p.theme.space(5)};
  header {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    align-items: baseline;
    gap: ${(p) => p.theme.space(1)} ${(p) => p.theme.space(3)};
  }
  h2 {
    font-size: ${(p) => p.theme.fontSize.base};
    overflow-wrap: anywhere;
  }
  time {
    font-size: ${(p) => p.theme.fontSize.xs};
    color: ${(p) => p.theme.color.subtle};
    white-space: nowrap;
  }
`;
export const Tags = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space(1.5)};
`;
export const Body = styled.p`
  white-space: pre-line;
  color: ${(p) => p.theme.color.text};
  font-size: ${(p) => p.theme.fontSize.sm};
  overflow-wrap: anywhere;
`;
export const Details = styled.dl`
  display: grid;
  gap: ${(p) => p.theme.space(2)};
  margin: 0;
  padding-top: ${(p) => p.theme.space(3)};
  border-top: 1px solid ${(p) => p.theme.color.border};
  font-size: ${(p) => p.theme.fontSize.sm};
  div {
    display: grid;
    gap: ${(p) => p.theme.space(0.5)};
    ${media.sm} {
      grid-template-columns: 9rem minmax(0, 1fr);
      gap: ${(p) => p.theme.space(3)};
    }
  }
  dt {
    color: ${(p) => p.theme.color.subtle};
    font-weight: ${(p) => p.theme.fontWeight.semibold};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
    white-space: pre-line;
  }
  a {
    color: ${(p) => p.theme.color.primary};
    font-weight: ${(p) => p.theme.fontWeight.medium};
  }
`;
export const CardList = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space(4)};
  align-items: start;
  ${media.lg} {
    grid-template-columns: 1fr 1fr;
  }
`;

/** One stored request: its title and when it arrived, then what it says. */
export function RequestCard({
  title,
  createdAt,
  testId,
  children,
}: {
  title: string;
  createdAt: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Box data-testid={testId}>
      <header>
        <h2>{title}</h2>
        <time dateTime={createdAt}>{formatDate(createdAt)}</time>
      </header>
      {children}
    </Box>
  );
}

/** A detail row, left out when the visitor left the field empty. */
export function Detail({ label, children }: { label: string; children: ReactNode }) {
  if (children === null || children === undefined || children === '') return null;
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
