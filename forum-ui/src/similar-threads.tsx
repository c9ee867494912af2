import { useSimilarThreads } from '@cci/shared-ui/api';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { threadPath } from './thread-path';

/** The title is asked about once typing pauses this long. */
const DEBOUNCE_MS = 350;
/** A shorter title is too vague to compare (the API answers none): nothing is asked. */
const MIN_TITLE = 8;

const Box = styled.aside`
  display: grid;
  gap: ${(p) => p.theme.space(1.5)};
  padding: ${(p) => p.theme.space(3)} ${(p) => p.theme.space(4)};
  border: 1px solid ${(p) => p.theme.color.border};
  border-left: 4px solid ${(p) => p.theme.color.primary};
  border-radius: ${(p) => p.theme.radius.md};
  background: ${(p) => p.theme.color.surface};
  h3 {
    font-size: ${(p) => p.theme.fontSize.sm};
    font-weight: ${(p) => p.theme.fontWeight.semibold};
    color: ${(p) => p.theme.color.ink};
  }
  ul {
    display: grid;
    gap: ${(p) => p.theme.space(1)};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    color: ${(p) => p.theme.color.primaryHover};
    overflow-wrap: anywhere;
  }
  small {
    color: ${(p) => p.theme.color.muted};
  }
`;

/** The title as typed, once it has stayed the same for DEBOUNCE_MS; null while too short. */
function useSettledTitle(title: string): string | null {
  const text = title.trim();
  const [settled, setSettled] = useState<string | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text.length >= MIN_TITLE ? text : null), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return text.length >= MIN_TITLE ? settled : null;
}

/**
 * Under the new thread's title, before posting (as Discourse does): the community's threads with the closest titles,
 * so a question already asked is found instead of asked again. Links open in a new tab: the draft stays as it is.
 */
export function SimilarThreads({ community, title }: { community: string; title: string }) {
  const settled = useSettledTitle(title);
  const { data } = useSimilarThreads(community, settled);
  if (!settled || !data?.length) return null;
  return (
    <Box aria-label="Similar discussions" data-testid="similar-threads">
      <h3>Your topic is similar to…</h3>
      <ul>
        {data.map((thread) => (
          <li key={thread.id}>
            <a href={threadPath(community, thread.id)} target="_blank" rel="noopener">
              {thread.title}
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>{' '}
            <small>
              · {thread.replyCount} {thread.replyCount === 1 ? 'reply' : 'replies'}
            </small>
          </li>
        ))}
      </ul>
    </Box>
  );
}
