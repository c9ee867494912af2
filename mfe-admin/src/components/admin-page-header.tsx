import { ButtonLink, Container, media } from '@cci/shared-ui';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import styled from 'styled-components';

/** The column of an admin page: header, then its panels, 8 theme steps apart. */
export const AdminPageFrame = styled(Container)`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${(p) => p.theme.space(8)};
  padding-top: ${(p) => p.theme.space(8)};
  padding-bottom: ${(p) => p.theme.space(16)};
`;
const Header = styled.header`
  display: grid;
  gap: ${(p) => p.theme.space(4)};
  ${media.md} {
    grid-template-columns: 1fr auto;
    align-items: end;
  }
  h1 {
    font-size: ${(p) => p.theme.fontSize['2xl']};
    font-weight: ${(p) => p.theme.fontWeight.extrabold};
    letter-spacing: -0.02em;
    ${media.md} {
      font-size: ${(p) => p.theme.fontSize['4xl']};
    }
    &:focus {
      outline: none;
    }
  }
  p {
    margin-top: ${(p) => p.theme.space(1.5)};
    color: ${(p) => p.theme.color.muted};
  }
`;
const Eyebrow = styled.span`
  display: inline-block;
  margin-bottom: ${(p) => p.theme.space(2)};
  font-size: ${(p) => p.theme.fontSize.xs};
  font-weight: ${(p) => p.theme.fontWeight.bold};
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${(p) => p.theme.color.accent};
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space(2)};
`;

/**
 * The title row of an admin page. When the gate gives way to the page, focus would fall back to the document:
 * the heading takes it instead, so keyboard and screen-reader users land on the page they just opened.
 */
export function AdminPageHeader({ title, intro, actions }: { title: string; intro: string; actions?: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!document.activeElement || document.activeElement === document.body) heading.current?.focus();
  }, []);
  return (
    <Header>
      <div>
        <Eyebrow>Admin</Eyebrow>
        <h1 ref={heading} tabIndex={-1}>
          {title}
        </h1>
        <p>{intro}</p>
      </div>
      {actions && <Actions>{actions}</Actions>}
    </Header>
  );
}

/** The header action of the pages under the dashboard. */
export function BackToDashboard() {
  return (
    <ButtonLink to="/admin" $variant="outline" $size="sm">
      <ArrowLeft aria-hidden="true" /> Back to dashboard
    </ButtonLink>
  );
}
