import type { ReactNode } from 'react';
import styled from 'styled-components';

const Box = styled.div`
  display: grid;
  justify-items: center;
  gap: ${(p) => p.theme.space(3)};
  text-align: center;
  padding: ${(p) => p.theme.space(12)} ${(p) => p.theme.space(6)};
  border: 1px dashed ${(p) => p.theme.color.borderStrong};
  border-radius: ${(p) => p.theme.radius.lg};
  background: ${(p) => p.theme.color.surface};
  color: ${(p) => p.theme.color.muted};
  > svg {
    color: ${(p) => p.theme.color.subtle};
  }
  h2 {
    font-size: ${(p) => p.theme.fontSize.xl};
  }
`;

/** An empty, not-found or error state inside a page: optional icon, title, text and actions. */
export function StateMessage({
  icon,
  title,
  children,
  actions,
  role,
}: {
  icon?: ReactNode;
  title?: string;
  children?: ReactNode;
  actions?: ReactNode;
  role?: 'alert' | 'status';
}) {
  return (
    <Box role={role}>
      {icon}
      {title && <h2>{title}</h2>}
      {children && <p>{children}</p>}
      {actions}
    </Box>
  );
}
