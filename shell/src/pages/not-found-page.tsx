import { ButtonLink, Card, CardBody, Container } from '@cci/shared-ui';
import { AlertCircle } from 'lucide-react';
import styled from 'styled-components';

const Wrap = styled(Container)`
  display: grid;
  place-items: center;
  min-height: 60vh;
  padding-top: ${(p) => p.theme.space(12)};
  padding-bottom: ${(p) => p.theme.space(12)};
`;
const Box = styled(Card)`
  max-width: 480px;
  width: 100%;
  h1 {
    display: flex;
    align-items: center;
    gap: ${(p) => p.theme.space(2)};
    font-size: ${(p) => p.theme.fontSize['2xl']};
  }
  h1 svg {
    color: ${(p) => p.theme.color.danger};
  }
  p {
    margin: ${(p) => p.theme.space(4)} 0 ${(p) => p.theme.space(6)};
    color: ${(p) => p.theme.color.muted};
  }
`;

/** Spec §2: any unregistered path. */
export function NotFoundPage() {
  return (
    <Wrap>
      <Box>
        <CardBody>
          <h1>
            <AlertCircle size={28} aria-hidden="true" /> 404 Page Not Found
          </h1>
          <p>Did you forget to add the page to the router?</p>
          <ButtonLink to="/" $variant="outline">
            Back to home
          </ButtonLink>
        </CardBody>
      </Box>
    </Wrap>
  );
}
