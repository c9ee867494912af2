import { AlertTriangle } from 'lucide-react';
import type { ReactNode } from 'react';
import styled from 'styled-components';

const Box = styled.div`
  display: flex;
  gap: ${(p) => p.theme.space(3)};
  padding: ${(p) => p.theme.space(4)};
  border: 1px solid ${(p) => p.theme.color.dangerLine};
  border-radius: ${(p) => p.theme.radius.md};
  background: ${(p) => p.theme.color.dangerSoft};
  color: ${(p) => p.theme.color.danger};
  font-size: ${(p) => p.theme.fontSize.sm};
  line-height: 1.5;
  svg {
    flex: none;
    width: 20px;
    height: 20px;
  }
  strong {
    display: block;
    color: ${(p) => p.theme.color.ink};
  }
`;

/** A failure that belongs to the whole form (too many requests, the server unreachable), above its fields. */
export function FormAlert({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Box role="alert">
      <AlertTriangle aria-hidden="true" />
      <div>
        <strong>{title}</strong>
        {children}
      </div>
    </Box>
  );
}
