import { Link } from '@cci/shared-ui/router';
import styled, { css } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'light' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';
interface ButtonStyleProps {
  $variant?: ButtonVariant;
  $size?: ButtonSize;
  $block?: boolean;
}

const variants = {
  primary: css`
    background: ${(p) => p.theme.color.primary};
    color: ${(p) => p.theme.color.onFill};
    border-color: ${(p) => p.theme.color.primary};
    &:hover:not(:disabled) {
      background: ${(p) => p.theme.color.primaryHover};
      border-color: ${(p) => p.theme.color.primaryHover};
    }
  `,
  secondary: css`
    background: ${(p) => p.theme.color.primarySoft};
    color: ${(p) => p.theme.color.primaryHover};
    border-color: transparent;
    &:hover:not(:disabled) {
      background: ${(p) => p.theme.color.primaryTint};
    }
  `,
  outline: css`
    background: ${(p) => p.theme.color.surface};
    color: ${(p) => p.theme.color.ink};
    border-color: ${(p) => p.theme.color.borderStrong};
    &:hover:not(:disabled) {
      border-color: ${(p) => p.theme.color.primary};
      color: ${(p) => p.theme.color.primary};
    }
  `,
  ghost: css`
    background: transparent;
    color: ${(p) => p.theme.color.text};
    border-color: transparent;
    &:hover:not(:disabled) {
      background: ${(p) => p.theme.color.backgroundAlt};
    }
  `,
  /** White on a dark banner, in both themes: its ink and hover stay the light palette's (onLight, primaryTint). */
  light: css`
    background: ${(p) => p.theme.color.onDark};
    color: ${(p) => p.theme.color.onLight};
    border-color: ${(p) => p.theme.color.onDark};
    &:hover:not(:disabled) {
      background: ${(p) => p.theme.color.primaryTint};
    }
  `,
  /** A decision that is hard to undo (delete, suspend): onFill on the danger red (white in light, 6.5:1). */
  danger: css`
    background: ${(p) => p.theme.color.danger};
    color: ${(p) => p.theme.color.onFill};
    border-color: ${(p) => p.theme.color.danger};
    &:hover:not(:disabled) {
      background: ${(p) => p.theme.color.dangerStrong};
      border-color: ${(p) => p.theme.color.dangerStrong};
    }
  `,
};

const sizes = {
  sm: css`
    min-height: 36px;
    padding: 0 ${(p) => p.theme.space(3)};
    font-size: ${(p) => p.theme.fontSize.sm};
  `,
  md: css`
    min-height: 42px;
    padding: 0 ${(p) => p.theme.space(4)};
    font-size: ${(p) => p.theme.fontSize.sm};
  `,
  lg: css`
    min-height: 50px;
    padding: 0 ${(p) => p.theme.space(6)};
    font-size: ${(p) => p.theme.fontSize.base};
  `,
};

export const buttonStyles = css<ButtonStyleProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${(p) => p.theme.space(2)};
  width: ${(p) => (p.$block ? '100%' : 'auto')};
  border: 1px solid transparent;
  border-radius: ${(p) => p.theme.radius.md};
  font-weight: ${(p) => p.theme.fontWeight.semibold};
  line-height: 1;
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  transition:
    background 150ms ease,
    border-color 150ms ease,
    color 150ms ease,
    transform 150ms ease;
  &:active:not(:disabled) {
    transform: translateY(1px);
  }
  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
  svg {
    width: 1.1em;
    height: 1.1em;
    flex: none;
  }
  ${(p) => variants[p.$variant ?? 'primary']}
  ${(p) => sizes[p.$size ?? 'md']}
`;

/** A button. Variant and size are transient props so they never reach the DOM. */
export const Button = styled.button.attrs<ButtonStyleProps>((p) => ({ type: p.type ?? 'button' }))<ButtonStyleProps>`
  ${buttonStyles}
`;

/** A router link that looks like a button (navigation is a link, not a button with onClick). */
export const ButtonLink = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
`;

/** A plain anchor that looks like a button (external targets, /api/logout, mailto:). */
export const ButtonAnchor = styled.a<ButtonStyleProps>`
  ${buttonStyles}
`;
