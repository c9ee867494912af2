import { mentionMarkdown, type MentionCandidate } from '@cci/contracts';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { findMentionable } from '@cci/shared-ui/api';

/** The "@word" being typed just before the caret: an @ at the start or after a space, then up to 30 name characters. */
const TYPING_MENTION = /(?:^|\s)@([^\s@[\]()]{0,30})$/u;
const DEBOUNCE_MS = 200;

export function mentionQueryAt(text: string, caret: number): { start: number; query: string } | null {
  const match = TYPING_MENTION.exec(text.slice(0, caret));
  if (!match) return null;
  const query = match[1]!;
  return { start: caret - query.length - 1, query };
}

/** Replaces the "@query" that starts at `start` with the member's mention, and a space after it. */
export function insertMention(text: string, start: number, caret: number, member: MentionCandidate): { text: string; caret: number } {
  const mention = `${mentionMarkdown(member)} `;
  return { text: `${text.slice(0, start)}${mention}${text.slice(caret)}`, caret: start + mention.length };
}

/**
 * The composer's @ autocomplete: while the member types "@name" it asks the API for the community's
 * members (debounced), offers them in a listbox, and on a choice writes the mention's Markdown in place of "@name".
 */
export function useMentions({
  community,
  value,
  onChange,
  textarea,
}: {
  community: string | undefined;
  value: string;
  onChange: (value: string) => void;
  textarea: React.RefObject<HTMLTextAreaElement | null>;
}) {
  const [typing, setTyping] = useState<{ start: number; query: string } | null>(null);
  const [options, setOptions] = useState<MentionCandidate[]>([]);
  const [active, setActive] = useState(0);
  const [dismissed, setDismissed] = useState<number | null>(null);
  const nextCaret = useRef<number | null>(null);

  const open = !!typing?.query && dismissed !== typing.start && options.length > 0;

  // Reads the community's members for the query, DEBOUNCE_MS after the last keystroke; a late answer to an older
  // query is dropped.
  useEffect(() => {
    // Without a query the list is closed (open needs typing), whatever options it last had; a lone "@" asks nothing yet.
    if (!community || !typing?.query) return;
    let current = true;
    const timer = setTimeout(() => {
      findMentionable(community, typing.query).then(
        (found) => {
          if (!current) return;
          setOptions(found.slice(0, 8));
          setActive(0);
        },
        () => current && setOptions([]),
      );
    }, DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [community, typing?.start, typing?.query]);

  // After a mention is inserted, the caret goes right after it (once React has written the new value).
  useEffect(() => {
    const caret = nextCaret.current;
    if (caret === null || !textarea.current) return;
    nextCaret.current = null;
    textarea.current.setSelectionRange(caret, caret);
  }, [value, textarea]);

  /** Call on every change and caret move of the textarea. */
  const track = (el: HTMLTextAreaElement) => {
    const next = el.selectionStart === el.selectionEnd ? mentionQueryAt(el.value, el.selectionStart) : null;
    setTyping((prev) => (prev?.start === next?.start && prev?.query === next?.query ? prev : next));
    if (!next) setDismissed(null);
  };

  const choose = (member: MentionCandidate) => {
    const el = textarea.current;
    if (!typing || !el) return;
    const result = insertMention(value, typing.start, el.selectionStart, member);
    nextCaret.current = result.caret;
    setTyping(null);
    setOptions([]);
    onChange(result.text);
    el.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!open) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i + step + options.length) % options.length);
    } else if (event.key === 'Enter' || event.key === 'Tab') {
      event.preventDefault();
      choose(options[active]!);
    } else if (event.key === 'Escape') {
      // Closes the list only (not a dialog the composer sits in).
      event.preventDefault();
      event.stopPropagation();
      setDismissed(typing!.start);
    }
  };

  /** Closes the list (the field lost focus). */
  const close = () => setTyping(null);

  return { open, options, active, setActive, choose, track, close, onKeyDown };
}
