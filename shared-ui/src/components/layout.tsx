import styled from 'styled-components';
import { media } from '../theme';

/** Centred page column with the site's gutters. */
export const Container = styled.div`
  width: 100%;
  max-width: ${(p) => p.theme.layout.maxWidth};
  margin: 0 auto;
  padding: 0 ${(p) => p.theme.space(4)};
  ${media.md} {
    padding: 0 ${(p) => p.theme.space(6)};
  }
`;

export const Section = styled.section`
  padding: ${(p) => p.theme.space(12)} 0;
  ${media.md} {
    padding: ${(p) => p.theme.space(16)} 0;
  }
`;

export const PageTitle = styled.h1`
  font-size: ${(p) => p.theme.fontSize['3xl']};
  font-weight: ${(p) => p.theme.fontWeight.extrabold};
  letter-spacing: -0.02em;
  ${media.md} {
    font-size: ${(p) => p.theme.fontSize['5xl']};
  }
`;

export const SectionTitle = styled.h2`
  font-size: ${(p) => p.theme.fontSize['2xl']};
  font-weight: ${(p) => p.theme.fontWeight.bold};
  letter-spacing: -0.01em;
  ${media.md} {
    font-size: ${(p) => p.theme.fontSize['3xl']};
  }
`;

export const Lead = styled.p`
  font-size: ${(p) => p.theme.fontSize.lg};
  color: ${(p) => p.theme.color.muted};
`;
