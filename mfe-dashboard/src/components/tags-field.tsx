import { PROFILE_LIMITS } from '@cci/contracts';
import { Button } from '@cci/shared-ui';
import { ErrorText, FieldWrap, Hint, Input, Label } from '@cci/shared-ui/forms';
import { Plus, X } from 'lucide-react';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useField } from 'react-final-form';
import styled from 'styled-components';
import { WrapList } from './wrap-list';
import { addTag } from '../lib/account-view';

const Entry = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${(p) => p.theme.space(2)};
  > button {
    min-height: 46px;
  }
`;
const Chip = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${(p) => p.theme.space(1)};
  max-width: 100%;
  padding: ${(p) => p.theme.space(1)} ${(p) => p.theme.space(1)} ${(p) => p.theme.space(1)} ${(p) => p.theme.space(3)};
  border-radius: ${(p) => p.theme.radius.pill};
  background: ${(p) => p.theme.color.primarySoft};
  color: ${(p) => p.theme.color.primaryHover};
  font-size: ${(p) => p.theme.fontSize.sm};
  font-weight: ${(p) => p.theme.fontWeight.semibold};
  span {
    overflow-wrap: anywhere;
  }
  button {
    display: grid;
    place-items: center;
    flex: none;
    width: 28px;
    height: 28px;
    border: 0;
    border-radius: 50%;
    background: transparent;
    color: inherit;
    cursor: pointer;
  }
  button:hover {
    background: ${(p) => p.theme.color.primaryTint};
  }
`;

/**
 * Expertise tags (at most PROFILE_LIMITS.expertise): type a tag and press Enter (or a comma, or "Add"); each chip has
 * its own remove button, named after the tag. After a removal the focus goes back to the text box, so a keyboard
 * user is never left on a button that is gone.
 */
export function TagsField({ name, label }: { name: string; label: string }) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const { input, meta } = useField<string[]>(name);
  const tags: string[] = Array.isArray(input.value) ? input.value : [];
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string>();
  const fieldMessage =
    (meta.submitFailed && meta.error ? String(meta.error) : undefined) ?? (!meta.dirtySinceLastSubmit ? meta.submitError : undefined);
  const message = problem ?? fieldMessage;

  function add() {
    if (!draft.trim()) return;
    const next = addTag(tags, draft);
    if ('error' in next) {
      setProblem(next.error);
      return;
    }
    input.onChange(next.tags);
    setDraft('');
    setProblem(undefined);
  }
  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'Enter' || e.key === ',') {
      e.preventDefault(); // Enter would submit the whole form
      add();
    }
  }
  function remove(tag: string) {
    input.onChange(tags.filter((t) => t !== tag));
    setProblem(undefined);
    inputRef.current?.focus();
  }

  return (
    <FieldWrap>
      <Label htmlFor={id}>{label}</Label>
      {tags.length > 0 && (
        <WrapList aria-label={`${label}: ${tags.length} of ${PROFILE_LIMITS.expertise}`}>
          {tags.map((tag) => (
            <Chip key={tag}>
              <span>{tag}</span>
              <button type="button" aria-label={`Remove ${tag}`} onClick={() => remove(tag)}>
                <X size={14} aria-hidden="true" />
              </button>
            </Chip>
          ))}
        </WrapList>
      )}
      <Entry>
        <Input
          ref={inputRef}
          id={id}
          value={draft}
          onChange={(e) => {
            setDraft(e.target.value);
            setProblem(undefined);
          }}
          onKeyDown={onKeyDown}
          onBlur={input.onBlur}
          placeholder="e.g. Prompt design"
          maxLength={PROFILE_LIMITS.expertiseTag + 10}
          $invalid={!!message}
          aria-invalid={!!message}
          aria-describedby={message ? `${id}-error` : `${id}-hint`}
        />
        <Button $variant="outline" onClick={add} disabled={tags.length >= PROFILE_LIMITS.expertise}>
          <Plus aria-hidden="true" /> Add
        </Button>
      </Entry>
      {message ? (
        <ErrorText id={`${id}-error`} role="alert">
          {message}
        </ErrorText>
      ) : (
        <Hint id={`${id}-hint`}>
          {tags.length} of {PROFILE_LIMITS.expertise} tags. Press Enter to add one.
        </Hint>
      )}
    </FieldWrap>
  );
}
