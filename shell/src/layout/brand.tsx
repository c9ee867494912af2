import { Link } from '@cci/shared-ui/router';
import styled from 'styled-components';

const BrandLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${(p) => p.theme.space(2.5)};
  text-decoration: none;
  white-space: nowrap;
  color: ${(p) => p.theme.color.ink};
  font-weight: ${(p) => p.theme.fontWeight.extrabold};
  font-size: ${(p) => p.theme.fontSize.lg};
  letter-spacing: -0.02em;
  img {
    width: 32px;
    height: 32px;
  }
  span span {
    background: ${(p) => p.theme.gradient.brand};
    -webkit-background-clip: text;
    background-clip: text;
    color: transparent;
  }
`;

export const BRAND_NAME = 'The AI Network';

/** The logo: links to / (spec §2). */
export function Brand({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <BrandLink to="/" onClick={onNavigate} aria-label={`${BRAND_NAME} home`}>
      <img src="/images/logo.svg" alt="" width={32} height={32} />
      <span>
        The <span>AI</span> Network
      </span>
    </BrandLink>
  );
}
