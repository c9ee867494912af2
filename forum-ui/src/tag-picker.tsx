import { isTagName, TAG_LIMITS, TAG_MESSAGES } from '@cci/contracts';
import { useCommunityTags } from '@cci/shared-ui/api';
import { useId, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { Button, ErrorText, Input, Label } from './shared';
import { TagList } from './tag-chips';

const TagSet = styled.fieldset`
  display: grid;
  gap: ${(p) => p.theme.space(2)};
  min-width: 0;
  border: 0;
  padding: 0;
  legend {
    margin-bottom: ${(p) => p.theme.space(1.5)};
    font-size: ${(p) => p.theme.fontSize.sm};
    font-weight: ${(p) => p.theme.fontWeight.semibold};
    color: ${(p) => p.theme.color.ink};
  }
`;
const Choices = styled(TagList)`
  label {
    display: inline-flex;
    align-items: center;
    gap: ${(p) => p.theme.space(1.5)};
    min-height: 32px;
    padding: 0 ${(p) => p.theme.space(3)};
    border: 1px solid ${(p) => p.theme.color.border};
    border-radius: ${(p) => p.theme.radius.pill};
    color: ${(p) => p.theme.color.text};
    font-size: ${(p) => p.theme.fontSize.sm};
    cursor: pointer;
  }
  label:has(input:checked) {
    border-color: ${(p) => p.theme.color.primary};
    background: ${(p) => p.theme.color.primarySoft};
    color: ${(p) => p.theme.color.primaryHover};
  }
  label:has(input:disabled) {
    cursor: not-allowed;
    opacity: 0.6;
  }
  input {
    width: 16px;
    height: 16px;
    accent-color: ${(p) => p.theme.color.primary};
  }
  input:focus-visible {
    outline: 2px solid ${(p) => p.theme.color.focus};
    outline-offset: 2px;
  }
`;
const Hint = styled.p`
  color: ${(p) => p.theme.color.muted};
  font-size: ${(p) => p.theme.fontSize.sm};
`;
const Suggest = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space(1.5)};
  > div {
    display: flex;
    gap: ${(p) => p.theme.space(2)};
  }
`;

/**
 * A post's tags: a checkbox list of the community's curated tags (at most TAG_LIMITS.perThread checked; the others
 * are disabled then), and, only where the community lets members suggest tags, a field to add a new one (sent as a
 * suggestion: it shows on the thread once staff approve it). Nothing when the community has no tags and takes no
 * suggestions.
 */
export function TagPicker({
  community,
  value,
  onChange,
}: {
  community: string;
  value: readonly string[];
  onChange: (tags: string[]) => void;
}) {
  const id = useId();
  const { data } = useCommunityTags(community);
  const [suggestion, setSuggestion] = useState('');
  const [message, setMessage] = useState<string | undefined>();
  if (!data || (data.tags.length === 0 && !data.allowSuggestions && value.length === 0)) return null;
  const curated = data.tags.map((t) => t.name);
  // Names chosen that are not in the curated list: suggestions made here, or a thread's own that staff since removed.
  const names = [...curated, ...value.filter((name) => !curated.includes(name))];
  const full = value.length >= TAG_LIMITS.perThread;
  const toggle = (name: string, on: boolean) => onChange(on ? [...value, name] : value.filter((n) => n !== name));
  const add = () => {
    const name = suggestion.trim().toLowerCase();
    if (!isTagName(name)) return setMessage(TAG_MESSAGES.name);
    if (full && !value.includes(name)) return setMessage(TAG_MESSAGES.tooMany);
    setMessage(undefined);
    setSuggestion('');
    if (!value.includes(name)) onChange([...value, name]);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault(); // Enter adds the tag; it does not post the form
    add();
  };
  return (
    <TagSet aria-describedby={`${id}-hint`} data-testid="tag-picker">
      <legend>Tags</legend>
      <Hint id={`${id}-hint`} aria-live="polite">
        {value.length} of {TAG_LIMITS.perThread} chosen
      </Hint>
      {names.length > 0 && (
        <Choices>
          {names.map((name) => {
            const checked = value.includes(name);
            return (
              <li key={name}>
                <label>
                  <input type="checkbox" checked={checked} disabled={!checked && full} onChange={(e) => toggle(name, e.target.checked)} />
                  {name}
                  {!curated.includes(name) && ' (suggested)'}
                </label>
              </li>
            );
          })}
        </Choices>
      )}
      {data.allowSuggestions && (
        <Suggest>
          <Label htmlFor={`${id}-suggest`}>Suggest a new tag</Label>
          <div>
            <Input
              id={`${id}-suggest`}
              value={suggestion}
              maxLength={TAG_LIMITS.name}
              placeholder="e.g. fine-tuning"
              onChange={(e) => setSuggestion(e.target.value)}
              onKeyDown={onKeyDown}
              $invalid={!!message}
              aria-invalid={!!message || undefined}
              aria-describedby={message ? `${id}-suggest-error` : undefined}
              autoComplete="off"
            />
            <Button type="button" $variant="outline" onClick={add} disabled={!suggestion.trim()}>
              Add
            </Button>
          </div>
          {message && <ErrorText id={`${id}-suggest-error`}>{message}</ErrorText>}
        </Suggest>
      )}
    </TagSet>
  );
}
