import { Card, media } from '@cci/shared-ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ButtonRow } from '../../../components/button-row';

const Box = styled(Card)`
  display: grid;
  gap: ${(p) => p.theme.space(5)};
  padding: ${(p) => p.theme.space(5)};
  overflow: visible;
  scroll-margin-top: calc(${(p) => p.theme.layout.navHeight} + ${(p) => p.theme.space(4)});
  ${media.md} {
    padding: ${(p) => p.theme.space(7)};
  }
  > header {
    display: grid;
    gap: ${(p) => p.theme.space(1)};
  }
  h2 {
    font-size: ${(p) => p.theme.fontSize.xl};
    font-weight: ${(p) => p.theme.fontWeight.bold};
    color: ${(p) => p.theme.color.ink};
  }
  > header p {
    font-size: ${(p) => p.theme.fontSize.sm};
    color: ${(p) => p.theme.color.muted};
  }
  form {
    display: grid;
    gap: ${(p) => p.theme.space(4)};
  }
`;

/** One section of /settings: a card named by its h2 (so a region with that name), reachable by its #id. */
export function SettingsSection({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Box as="section" id={id} aria-labelledby={`${id}-title`} data-testid={`settings-${id}`}>
      <header>
        <h2 id={`${id}-title`}>{title}</h2>
        {description && <p>{description}</p>}
      </header>
      {children}
    </Box>
  );
}

/** The row of a form's buttons, at its end. */
export const FormActions = styled(ButtonRow).attrs({ $end: true })``;

/** Two fields side by side from tablets up. */
export const FieldPair = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space(4)};
  ${media.sm} {
    grid-template-columns: 1fr 1fr;
  }
`;

/** A sentence saying what just happened (announced politely), in the success colour. */
export const Done = styled.p`
  padding: ${(p) => p.theme.space(3)} ${(p) => p.theme.space(4)};
  border-radius: ${(p) => p.theme.radius.md};
  background: ${(p) => p.theme.color.successSoft};
  color: ${(p) => p.theme.color.success};
  font-size: ${(p) => p.theme.fontSize.sm};
  font-weight: ${(p) => p.theme.fontWeight.semibold};
`;
