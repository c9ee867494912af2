import { media, type Theme } from '@cci/shared-ui';
import { css } from 'styled-components';

/**
 * The frame of a teaser or banner: a rounded, lifted grid box that clips its decoration, padded 8 theme steps
 * (paddingX at the sides) on phones and 12 all round from md up.
 */
export const bannerFrame = (gap: number, paddingX: number) => css`
  position: relative;
  overflow: hidden;
  display: grid;
  gap: ${(p) => p.theme.space(gap)};
  padding: ${(p) => p.theme.space(8)} ${(p) => p.theme.space(paddingX)};
  border-radius: ${(p) => p.theme.radius.xl};
  box-shadow: ${(p) => p.theme.shadow.lg};
  ${media.md} {
    padding: ${(p) => p.theme.space(12)};
  }
`;

/** A soft pink glow, 360 px round, behind a dark banner's content; `at` places it (e.g. "right: -140px; top: -140px;"). */
export const pinkGlow = (at: string, alpha: number) => css`
  &::before {
    content: '';
    position: absolute;
    ${at}
    width: 360px;
    height: 360px;
    border-radius: 50%;
    background: radial-gradient(circle, rgba(236, 72, 153, ${alpha}), transparent 70%);
  }
`;

/** A banner's h2: 2xl on phones, mdSize from md up. */
export const bannerHeading = (mdSize: keyof Theme['fontSize']) => css`
  h2 {
    font-size: ${(p) => p.theme.fontSize['2xl']};
    letter-spacing: -0.01em;
  }
  ${media.md} {
    h2 {
      font-size: ${(p) => p.theme.fontSize[mdSize]};
    }
  }
`;
