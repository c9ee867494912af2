import { CheckCircle2 } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import styled from 'styled-components';

const Box = styled.div<{ $tone: 'success' | 'warning' }>`
  display: grid;
  justify-items: center;
  gap: ${(p) => p.theme.space(4)};
  text-align: center;
  padding: ${(p) => p.theme.space(10)} ${(p) => p.theme.space(5)};
  > svg {
    width: 56px;
    height: 56px;
    padding: 12px;
    border-radius: 50%;
    background: ${(p) => (p.$tone === 'success' ? p.theme.color.successSoft : p.theme.color.warningSoft)};
    color: ${(p) => (p.$tone === 'success' ? p.theme.color.success : p.theme.color.warning)};
  }
  h1,
  h2,
  h3 {
    font-size: ${(p) => p.theme.fontSize['2xl']};
    letter-spacing: -0.01em;
  }
  h1:focus,
  h2:focus,
  h3:focus {
    outline: none;
  } /* focused by script, not by the keyboard: no ring */
  p {
    max-width: 52ch;
    color: ${(p) => p.theme.color.muted};
  }
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${(p) => p.theme.space(3)};
  margin-top: ${(p) => p.theme.space(2)};
`;

/**
 * What replaces a form once it has been sent. Its heading takes the focus, so keyboard and screen-reader users
 * land on the confirmation instead of on a button that no longer exists. `tone="warning"` (with its own `icon`) is
 * the same panel for an outcome that is not a success: a one-time link that no longer works, say.
 */
export function SuccessPanel({
  level,
  title,
  children,
  actions,
  testId,
  tone = 'success',
  icon = <CheckCircle2 aria-hidden="true" />,
}: {
  level: 1 | 2 | 3;
  title: string;
  children: ReactNode;
  actions?: ReactNode;
  testId?: string;
  tone?: 'success' | 'warning';
  icon?: ReactNode;
}) {
  const box = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
    box.current?.scrollIntoView({ block: 'center' }); // the form was taller: bring the confirmation into view, clear of the sticky bar
  }, []);
  const Heading = `h${level}` as const;
  return (
    <Box ref={box} data-testid={testId} $tone={tone}>
      {icon}
      <Heading ref={heading} tabIndex={-1}>
        {title}
      </Heading>
      {children}
      {actions && <Actions>{actions}</Actions>}
    </Box>
  );
}
