import styled, { css } from 'styled-components';

export const FieldWrap = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space(1.5)};
`;

export const Label = styled.label`
  font-size: ${(p) => p.theme.fontSize.sm};
  font-weight: ${(p) => p.theme.fontWeight.semibold};
  color: ${(p) => p.theme.color.ink};
`;

export const inputStyles = css<{ $invalid?: boolean }>`
  width: 100%;
  min-height: 46px;
  padding: ${(p) => p.theme.space(2.5)} ${(p) => p.theme.space(3.5)};
  border: 1px solid ${(p) => (p.$invalid ? p.theme.color.danger : p.theme.color.borderStrong)};
  border-radius: ${(p) => p.theme.radius.md};
  background: ${(p) => p.theme.color.surface};
  color: ${(p) => p.theme.color.ink};
  font-size: ${(p) => p.theme.fontSize.base};
  transition: border-color 150ms ease;
  &::placeholder {
    color: ${(p) => p.theme.color.subtle};
  }
  /* A real outline, not only a box-shadow ring: shadows are dropped in forced-colours (high-contrast) mode, outlines stay. */
  &:focus-visible {
    outline: 2px solid ${(p) => p.theme.color.focus};
    outline-offset: 1px;
    border-color: ${(p) => p.theme.color.primary};
  }
  &:disabled {
    background: ${(p) => p.theme.color.backgroundAlt};
    cursor: not-allowed;
  }
`;

export const Input = styled.input<{ $invalid?: boolean }>`
  ${inputStyles}
`;
export const Select = styled.select<{ $invalid?: boolean }>`
  ${inputStyles} appearance: auto;
`;
export const TextArea = styled.textarea<{ $invalid?: boolean }>`
  ${inputStyles} resize: vertical;
  line-height: 1.5;
`;

export const ErrorText = styled.p`
  font-size: ${(p) => p.theme.fontSize.sm};
  color: ${(p) => p.theme.color.danger};
  font-weight: ${(p) => p.theme.fontWeight.medium};
`;

export const Hint = styled.p`
  font-size: ${(p) => p.theme.fontSize.sm};
  color: ${(p) => p.theme.color.muted};
`;
