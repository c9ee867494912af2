import { Container, media } from '@cci/shared-ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { FormCard } from './auth-layout';

const Page = styled.div`
  background: ${(p) => p.theme.gradient.hero};
  padding: ${(p) => p.theme.space(8)} 0 ${(p) => p.theme.space(12)};
  ${media.md} {
    padding: ${(p) => p.theme.space(14)} 0;
  }
`;
const Column = styled(Container)`
  display: grid;
  justify-items: center;
`;

/** The one centred card of the account pages (forgot and reset password, e-mail links), in the sign-in pages' look. */
export function AccountLayout({ labelledBy, children }: { labelledBy?: string; children: ReactNode }) {
  return (
    <Page>
      <Column>
        <FormCard aria-labelledby={labelledBy}>{children}</FormCard>
      </Column>
    </Page>
  );
}
