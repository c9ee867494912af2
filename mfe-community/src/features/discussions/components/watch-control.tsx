import { WATCH_LEVELS, type WatchLevel } from '@cci/contracts';
import { toast } from '@cci/shared-ui';
import { watchThread } from '@cci/shared-ui/api';
import { postErrorMessage } from '@cci/forum-ui';
import { useState } from 'react';
import styled from 'styled-components';

const LABELS: Record<WatchLevel, string> = { watching: 'Watching', normal: 'Normal', muted: 'Muted' };
const HINTS: Record<WatchLevel, string> = {
  watching: 'You hear of every reply.',
  normal: 'You hear of replies to you and mentions.',
  muted: 'You hear of nothing in this thread.',
};

const Group = styled.fieldset`
  display: grid;
  gap: ${(p) => p.theme.space(2)};
  border: 0;
  padding: 0;
  min-width: 0;
  legend {
    margin-bottom: ${(p) => p.theme.space(2)};
    font-size: ${(p) => p.theme.fontSize.sm};
    font-weight: ${(p) => p.theme.fontWeight.semibold};
    color: ${(p) => p.theme.color.ink};
  }
  p {
    font-size: ${(p) => p.theme.fontSize.xs};
    color: ${(p) => p.theme.color.muted};
  }
`;
const Options = styled.div`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space(1)};
  padding: ${(p) => p.theme.space(1)};
  border-radius: ${(p) => p.theme.radius.md};
  background: ${(p) => p.theme.color.backgroundAlt};
  width: fit-content;
  label {
    position: relative;
    display: inline-flex;
    align-items: center;
    min-height: 36px;
    padding: 0 ${(p) => p.theme.space(3)};
    border-radius: ${(p) => p.theme.radius.sm};
    color: ${(p) => p.theme.color.muted};
    font-size: ${(p) => p.theme.fontSize.sm};
    font-weight: ${(p) => p.theme.fontWeight.semibold};
    cursor: pointer;
  }
  label:has(input:checked) {
    background: ${(p) => p.theme.color.surface};
    color: ${(p) => p.theme.color.primaryHover};
    box-shadow: ${(p) => p.theme.shadow.sm};
  }
  label:has(input:focus-visible) {
    outline: 2px solid ${(p) => p.theme.color.focus};
    outline-offset: 1px;
  }
  input {
    position: absolute;
    opacity: 0;
    inset: 0;
    margin: 0;
    cursor: pointer;
  }
`;

/** The reader's notifications for this thread: Watching, Normal or Muted. */
export function WatchControl({ threadId, level, onChanged }: { threadId: number; level: WatchLevel; onChanged: () => void }) {
  const [chosen, setChosen] = useState<WatchLevel | null>(null);
  const shown = chosen ?? level;
  async function choose(next: WatchLevel) {
    setChosen(next);
    try {
      await watchThread(threadId, next);
      onChanged();
    } catch (err) {
      setChosen(null);
      toast({ variant: 'destructive', title: 'Notifications not changed', description: postErrorMessage(err) });
    }
  }
  return (
    <Group data-testid="watch-control">
      <legend>Notifications for this thread</legend>
      <Options>
        {WATCH_LEVELS.map((l) => (
          <label key={l}>
            <input type="radio" name={`watch-${threadId}`} value={l} checked={shown === l} onChange={() => void choose(l)} />
            {LABELS[l]}
          </label>
        ))}
      </Options>
      <p>{HINTS[shown]}</p>
    </Group>
  );
}
