import { X } from 'lucide-react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button, media } from './shared';

const Box = styled.dialog<{ $wide: boolean }>`
  width: calc(100vw - ${(p) => p.theme.space(6)});
  max-width: ${(p) => (p.$wide ? '760px' : '520px')};
  max-height: calc(100dvh - ${(p) => p.theme.space(8)});
  padding: ${(p) => p.theme.space(5)};
  border: 0;
  border-radius: ${(p) => p.theme.radius.lg};
  background: ${(p) => p.theme.color.surface};
  color: ${(p) => p.theme.color.text};
  box-shadow: ${(p) => p.theme.shadow.lg};
  ${media.md} {
    padding: ${(p) => p.theme.space(8)};
  }
  &::backdrop {
    background: rgba(15, 23, 42, 0.55);
  }
  > h2 {
    padding-right: ${(p) => p.theme.space(10)};
    margin-bottom: ${(p) => p.theme.space(4)};
    font-size: ${(p) => p.theme.fontSize.xl};
    font-weight: ${(p) => p.theme.fontWeight.bold};
    color: ${(p) => p.theme.color.ink};
  }
  > h2:has(+ p) {
    margin-bottom: 0;
  }
  > h2 + p {
    margin: ${(p) => p.theme.space(2)} 0 ${(p) => p.theme.space(5)};
    font-size: ${(p) => p.theme.fontSize.sm};
    color: ${(p) => p.theme.color.muted};
  }
`;
const Close = styled(Button)`
  position: absolute;
  top: ${(p) => p.theme.space(3)};
  right: ${(p) => p.theme.space(3)};
  width: 40px;
  padding: 0;
`;

/**
 * A modal dialog on the browser's own <dialog> (showModal: the page behind is inert, focus moves in and returns to
 * the control that opened it, Escape closes). Its body is mounted only while open, so each opening starts afresh.
 */
export function DiscussionDialog({
  open,
  onClose,
  title,
  description,
  wide = false,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  /** A line under the title, read out as the dialog's description. */
  description?: ReactNode;
  wide?: boolean;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <Box
      ref={ref}
      aria-labelledby={`${id}-title`}
      aria-describedby={description ? `${id}-description` : undefined}
      onClose={onClose}
      $wide={wide}
    >
      {open && (
        <>
          <h2 id={`${id}-title`}>{title}</h2>
          {description && <p id={`${id}-description`}>{description}</p>}
          {children}
          <Close $variant="ghost" aria-label="Close" onClick={onClose}>
            <X size={18} aria-hidden="true" />
          </Close>
        </>
      )}
    </Box>
  );
}
