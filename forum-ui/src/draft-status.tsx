import { DRAFT_MESSAGES } from '@cci/contracts';
import styled from 'styled-components';
import { Button } from './shared';
import { DiscussionDialog } from './dialog';
import type { DraftStatus } from './use-server-draft';

const Quiet = styled.span`
  min-height: 1.25em;
  font-size: ${(p) => p.theme.fontSize.sm};
  color: ${(p) => p.theme.color.muted};
`;
const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${(p) => p.theme.space(2)};
`;

const TEXT: Record<DraftStatus, string> = {
  idle: '',
  saving: DRAFT_MESSAGES.saving,
  saved: DRAFT_MESSAGES.saved,
  error: DRAFT_MESSAGES.notSaved,
  restored: DRAFT_MESSAGES.restored,
};

/**
 * The composer's quiet line about its draft ("Draft saved"), read out politely by screen readers; a draft the API
 * refused says why (`refusal`).
 */
export function DraftStatusText({ status, refusal = null }: { status: DraftStatus; refusal?: string | null }) {
  return (
    <Quiet role="status" aria-live="polite" data-testid="draft-status">
      {status === 'error' && refusal ? refusal : TEXT[status]}
    </Quiet>
  );
}

/** "Discard this draft?": Discard deletes it (here and on the server); Keep editing, the X and Escape go back to it. */
export function DiscardDraftDialog({ open, onDiscard, onKeep }: { open: boolean; onDiscard: () => void; onKeep: () => void }) {
  return (
    <DiscussionDialog open={open} onClose={onKeep} title={DRAFT_MESSAGES.discardTitle} description={DRAFT_MESSAGES.discardDetail}>
      <Buttons>
        <Button $variant="ghost" onClick={onKeep}>
          {DRAFT_MESSAGES.keepEditing}
        </Button>
        <Button $variant="danger" onClick={onDiscard}>
          {DRAFT_MESSAGES.discard}
        </Button>
      </Buttons>
    </DiscussionDialog>
  );
}
