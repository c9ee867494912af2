import type { PostKind } from '@cci/contracts';
import { lazy, Suspense, useState } from 'react';
import styled from 'styled-components';

// Read and shown only when asked for: a thread's first visit does not load it.
const RevisionHistory = lazy(() => import('./revision-history'));

const Mark = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  cursor: pointer;
  text-decoration: underline dotted;
  text-underline-offset: 3px;
  &:hover {
    color: ${(p) => p.theme.color.ink};
  }
  &:focus-visible {
    outline: 2px solid ${(p) => p.theme.color.focus};
    outline-offset: 2px;
    border-radius: ${(p) => p.theme.radius.sm};
  }
`;

/** "· edited" in a post's byline: its last edit's time on hover, and the post's edit history on click. */
export function EditedMark({ kind, id, editedAt }: { kind: PostKind; id: number; editedAt: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <span aria-hidden="true">·</span>
      <Mark type="button" title={`Edited ${new Date(editedAt).toUTCString()}`} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        edited
      </Mark>
      {open && (
        <Suspense fallback={null}>
          <RevisionHistory kind={kind} id={id} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
