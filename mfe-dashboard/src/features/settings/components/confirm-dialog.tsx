import { DiscussionDialog } from '@cci/forum-ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';

const Body = styled.div`
  form {
    display: grid;
    gap: ${(p) => p.theme.space(4)};
  }
`;

/**
 * A confirmation step as a modal dialog (the site's one <dialog>: the rest of the page is inert, focus returns to the
 * button that opened it, Escape closes it). Its body (a form, buttons) is mounted only while open.
 */
export function ConfirmDialog({
  open,
  onClose,
  title,
  description,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  description: ReactNode;
  children: ReactNode;
}) {
  return (
    <DiscussionDialog open={open} onClose={onClose} title={title} description={description}>
      <Body>{children}</Body>
    </DiscussionDialog>
  );
}
