import { Loader2 } from 'lucide-react';
import styled, { keyframes } from 'styled-components';

const spin = keyframes`to { transform: rotate(360deg); }`;
const Box = styled.div`
  display: grid;
  justify-items: center;
  gap: ${(p) => p.theme.space(4)};
  padding: ${(p) => p.theme.space(10)} ${(p) => p.theme.space(5)};
  text-align: center;
  h1 {
    font-size: ${(p) => p.theme.fontSize['2xl']};
  }
  svg {
    width: 40px;
    height: 40px;
    color: ${(p) => p.theme.color.primary};
    animation: ${spin} 0.9s linear infinite;
  }
`;

/** While a one-time link is being followed. */
export function LinkWorking({ title }: { title: string }) {
  return (
    <Box role="status" data-testid="link-working">
      <Loader2 aria-hidden="true" />
      <h1>{title}</h1>
    </Box>
  );
}
