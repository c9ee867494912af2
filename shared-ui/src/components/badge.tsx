import styled, { css } from 'styled-components';

export type BadgeTone = 'neutral' | 'primary' | 'accent' | 'success' | 'warning' | 'danger' | 'inverse';

const tones = {
  neutral: css`
    background: ${(p) => p.theme.color.backgroundAlt};
    color: ${(p) => p.theme.color.muted};
  `,
  primary: css`
    background: ${(p) => p.theme.color.primarySoft};
    color: ${(p) => p.theme.color.primaryHover};
  `,
  accent: css`
    background: ${(p) => p.theme.color.accentSoft};
    color: ${(p) => p.theme.color.accentStrong};
  `,
  success: css`
    background: ${(p) => p.theme.color.successSoft};
    color: ${(p) => p.theme.color.success};
  `,
  warning: css`
    background: ${(p) => p.theme.color.warningSoft};
    color: ${(p) => p.theme.color.warning};
  `,
  danger: css`
    background: ${(p) => p.theme.color.dangerSoft};
    color: ${(p) => p.theme.color.danger};
  `,
  inverse: css`
    background: rgba(255, 255, 255, 0.18);
    color: ${(p) => p.theme.color.onDark};
    border-color: rgba(255, 255, 255, 0.35);
  `,
};

export const Badge = styled.span<{ $tone?: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  gap: ${(p) => p.theme.space(1)};
  padding: 2px ${(p) => p.theme.space(2.5)};
  border: 1px solid transparent;
  border-radius: ${(p) => p.theme.radius.pill};
  font-size: ${(p) => p.theme.fontSize.xs};
  font-weight: ${(p) => p.theme.fontWeight.semibold};
  line-height: 1.6;
  white-space: nowrap;
  svg {
    width: 0.9em;
    height: 0.9em;
  }
  ${(p) => tones[p.$tone ?? 'neutral']}
`;
