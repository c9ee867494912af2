import type { DiffPart, PostKind, PostRevision } from '@cci/contracts';
import { Skeleton } from '@cci/shared-ui';
import { usePostRevisions } from '@cci/shared-ui/api';
import { authorName, DiscussionDialog, RelativeTime } from '@cci/forum-ui';
import styled from 'styled-components';

const List = styled.ol`
  display: grid;
  gap: ${(p) => p.theme.space(4)};
  max-height: 60dvh;
  overflow: auto;
  padding: 0;
  margin: 0;
  list-style: none;
`;
const Revision = styled.li`
  display: grid;
  gap: ${(p) => p.theme.space(2)};
  padding: ${(p) => p.theme.space(3)} ${(p) => p.theme.space(4)};
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: ${(p) => p.theme.radius.md};
  > h3 {
    display: flex;
    flex-wrap: wrap;
    gap: ${(p) => p.theme.space(1)} ${(p) => p.theme.space(2)};
    font-size: ${(p) => p.theme.fontSize.sm};
    font-weight: ${(p) => p.theme.fontWeight.semibold};
    color: ${(p) => p.theme.color.ink};
  }
  > h3 span {
    font-weight: ${(p) => p.theme.fontWeight.regular};
    color: ${(p) => p.theme.color.muted};
  }
`;
/** The changed text: removals struck through on red, additions underlined on green (colour is never the only sign). */
const Diff = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  font-size: ${(p) => p.theme.fontSize.sm};
  line-height: ${(p) => p.theme.lineHeight.normal};
  color: ${(p) => p.theme.color.text};
  del {
    background: ${(p) => p.theme.color.dangerSoft};
    color: ${(p) => p.theme.color.dangerStrong};
  }
  ins {
    background: ${(p) => p.theme.color.successSoft};
    color: ${(p) => p.theme.color.success};
  }
`;
const Label = styled.span`
  font-weight: ${(p) => p.theme.fontWeight.semibold};
`;
const Empty = styled.p`
  color: ${(p) => p.theme.color.muted};
`;

/** A word diff as text with <ins> and <del> (screen readers announce both, e.g. "insertion"). */
function DiffText({ parts }: { parts: DiffPart[] }) {
  return (
    <Diff>
      {parts.map((part, i) =>
        part.change === 'added' ? <ins key={i}>{part.text}</ins> : part.change === 'removed' ? <del key={i}>{part.text}</del> : part.text,
      )}
    </Diff>
  );
}

function RevisionItem({ revision }: { revision: PostRevision }) {
  return (
    <Revision>
      <h3>
        Edit {revision.number}
        <span>
          by {authorName(revision.editor)} · <RelativeTime iso={revision.createdAt} />
        </span>
      </h3>
      {revision.title && (
        <Diff>
          <Label>Title: </Label>
          <del>{revision.title.before}</del> → <ins>{revision.title.after}</ins>
        </Diff>
      )}
      {revision.body && <DiffText parts={revision.body} />}
    </Revision>
  );
}

/** A post's edit history (GET /api/posts/:kind/:id/revisions), newest first, in a dialog; read when it opens. */
export default function RevisionHistory({ kind, id, onClose }: { kind: PostKind; id: number; onClose: () => void }) {
  const { data, error } = usePostRevisions(kind, id);
  return (
    <DiscussionDialog
      open
      onClose={onClose}
      wide
      title="Edit history"
      description={data && data.total > data.items.length ? `The newest ${data.items.length} of ${data.total} edits.` : undefined}
    >
      {error ? (
        <Empty role="alert">The edit history could not be loaded. Close this and try again.</Empty>
      ) : !data ? (
        <div aria-busy="true" aria-label="Loading the edit history">
          <Skeleton $h="6rem" $radius="10px" />
        </div>
      ) : data.items.length ? (
        <List aria-label="Edits, newest first">
          {data.items.map((revision) => (
            <RevisionItem key={revision.number} revision={revision} />
          ))}
        </List>
      ) : (
        <Empty>This post has no recorded edits of its text.</Empty>
      )}
    </DiscussionDialog>
  );
}
