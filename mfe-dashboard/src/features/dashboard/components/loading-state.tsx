import { Container } from '@cci/shared-ui';
import { LoaderCircle } from 'lucide-react';
import styled, { keyframes } from 'styled-components';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Wrap = styled(Container)`
  display: grid;
  justify-items: center;
  align-content: center;
  gap: ${(p) => p.theme.space(4)};
  min-height: 50vh;
  padding-top: ${(p) => p.theme.space(12)};
  padding-bottom: ${(p) => p.theme.space(12)};
  text-align: center;
  color: ${(p) => p.theme.color.muted};
  font-size: ${(p) => p.theme.fontSize.lg};
  svg {
    color: ${(p) => p.theme.color.primary};
    animation: ${spin} 0.9s linear infinite;
  }
`;

/** A centred spinner with a line of text, announced politely (spec §2: the dashboard's two loading states). */
export function LoadingState({ text, testId }: { text: string; testId?: string }) {
  return (
    <Wrap role="status" aria-live="polite" data-testid={testId}>
      <LoaderCircle size={40} aria-hidden="true" />
      <p>{text}</p>
    </Wrap>
  );
}
