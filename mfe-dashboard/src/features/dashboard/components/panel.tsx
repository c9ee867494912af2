import { Card } from '@cci/shared-ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';

const Box = styled(Card)`
  display: grid;
  gap: ${(p) => p.theme.space(4)};
  padding: ${(p) => p.theme.space(5)};
  h2 {
    display: flex;
    align-items: center;
    gap: ${(p) => p.theme.space(2)};
    font-size: ${(p) => p.theme.fontSize.base};
    font-weight: ${(p) => p.theme.fontWeight.bold};
  }
  h2 svg {
    width: 18px;
    height: 18px;
    flex: none;
    color: ${(p) => p.theme.color.primary};
  }
`;

/** A card of the feed's side columns: a section named by its h2, so it is a region with that name. */
export function Panel({
  id,
  title,
  icon,
  children,
  testId,
}: {
  id: string;
  title: string;
  icon?: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Box as="section" aria-labelledby={id} data-testid={testId}>
      <h2 id={id}>
        {icon}
        {title}
      </h2>
      {children}
    </Box>
  );
}
