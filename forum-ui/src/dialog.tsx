import { X } from 'lucide-react';
import { createContext, useCallback, useContext, useEffect, useId, useRef, type ReactNode, type SyntheticEvent } from 'react';
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
    background: ${(p) => p.theme.color.scrimStrong};
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
 * What the dialog's body may say before the dialog closes (its X or Escape): answers true when it took the request
 * over (a composer asking "Discard this draft?"), and the dialog stays open.
 */
type CloseGuard = () => boolean;
const CloseGuards = createContext<((guard: CloseGuard | null) => void) | null>(null);

/** Lets the body of the DiscussionDialog around it answer its X and Escape first (see CloseGuard). */
export function useDialogCloseGuard(guard: CloseGuard): void {
  const setGuard = useContext(CloseGuards);
  useEffect(() => {
    setGuard?.(guard);
    return () => setGuard?.(null);
  });
}

/**
 * A modal dialog on the browser's own <dialog> (showModal: the page behind is inert, focus moves in and returns to
 * the control that opened it, Escape closes). Its body is mounted only while open, so each opening starts afresh.
 * Dialogs may nest (a prompt inside a composer's dialog): each answers only its own close and cancel events, which
 * React passes up its tree.
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
  const guard = useRef<CloseGuard | null>(null);
  const setGuard = useCallback((next: CloseGuard | null) => {
    guard.current = next;
  }, []);
  const id = useId();
  const own = (event: SyntheticEvent) => event.target === event.currentTarget;
  const requestClose = () => {
    if (!guard.current?.()) onClose();
  };
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
      onClose={(event) => {
        if (own(event)) onClose();
      }}
      onCancel={(event) => {
        if (own(event) && guard.current?.()) event.preventDefault();
      }}
      $wide={wide}
    >
      {open && (
        <CloseGuards.Provider value={setGuard}>
          <h2 id={`${id}-title`}>{title}</h2>
          {description && <p id={`${id}-description`}>{description}</p>}
          {children}
          <Close $variant="ghost" aria-label="Close" onClick={requestClose}>
            <X size={18} aria-hidden="true" />
          </Close>
        </CloseGuards.Provider>
      )}
    </Box>
  );
}
