import { type Account, UPLOAD_MAX_BYTES, UPLOAD_MESSAGES, initialsOf } from '@cci/contracts';
import { ApiError, Button } from '@cci/shared-ui';
import { Avatar } from '@cci/shared-ui/avatar';
import { removeAvatar, setAvatar } from '@cci/shared-ui/api';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import styled from 'styled-components';

const Box = styled.div`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space(4)};
  > div {
    display: grid;
    gap: ${(p) => p.theme.space(2)};
    min-width: 0;
  }
  h3 {
    font-size: ${(p) => p.theme.fontSize.base};
    font-weight: ${(p) => p.theme.fontWeight.semibold};
    color: ${(p) => p.theme.color.ink};
  }
  p {
    font-size: ${(p) => p.theme.fontSize.sm};
    color: ${(p) => p.theme.color.muted};
  }
  [role='alert'] {
    color: ${(p) => p.theme.color.danger};
    font-weight: ${(p) => p.theme.fontWeight.medium};
  }
`;
const Actions = styled.div`
  display: flex !important;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space(2)};
`;

const TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'];

/** What is wrong with a chosen file before it is sent (the API says the same and more: it reads the bytes). */
function refusalOf(file: File): string | null {
  if (file.type && !TYPES.includes(file.type)) return UPLOAD_MESSAGES.type;
  if (file.size > UPLOAD_MAX_BYTES) return UPLOAD_MESSAGES.tooLarge;
  return null;
}

/**
 * "Photo": the member's avatar as others see it, "Upload a photo" (a file picker; PUT /api/me/avatar crops it to a
 * square) and "Remove photo". The outcome is said in a live region; a refused file's reason shows as an alert.
 */
export function PhotoControl({ account }: { account: Account }) {
  const input = useRef<HTMLInputElement>(null);
  const headingId = useId();
  const [busy, setBusy] = useState<'upload' | 'remove' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const member = { id: account.id, initials: initialsOf(account.firstName, account.lastName), avatar: account.avatar };

  async function run(kind: 'upload' | 'remove', action: () => Promise<unknown>, done: string) {
    setBusy(kind);
    setError(null);
    setStatus(kind === 'upload' ? 'Uploading your photo…' : '');
    try {
      await action();
      setStatus(done);
    } catch (err) {
      setStatus('');
      setError(err instanceof ApiError ? (err.serverMessage ?? err.message) : 'The photo could not be saved: please try again.');
    } finally {
      setBusy(null);
    }
  }

  function chosen(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = ''; // the same file may be chosen again
    if (!file) return;
    const refused = refusalOf(file);
    if (refused) {
      setStatus('');
      setError(refused);
      return;
    }
    void run('upload', () => setAvatar(file), 'Photo saved: members see it next to your name.');
  }

  return (
    <Box role="group" aria-labelledby={headingId} data-testid="photo-control">
      <Avatar member={member} size={96} />
      <div>
        <h3 id={headingId}>Photo</h3>
        <p>A square crop of a JPEG, PNG, WebP, GIF or AVIF image (at most 5 MB). Without one, your initials show.</p>
        <input ref={input} type="file" accept={TYPES.join(',')} hidden onChange={chosen} data-testid="photo-file" />
        <Actions>
          <Button $size="sm" $variant="outline" disabled={busy !== null} onClick={() => input.current?.click()}>
            {busy === 'upload' ? 'Uploading...' : account.avatar ? 'Change photo' : 'Upload a photo'}
          </Button>
          {account.avatar && (
            <Button $size="sm" $variant="ghost" disabled={busy !== null} onClick={() => void run('remove', removeAvatar, 'Photo removed.')}>
              {busy === 'remove' ? 'Removing...' : 'Remove photo'}
            </Button>
          )}
        </Actions>
        {error && <p role="alert">{error}</p>}
        <p aria-live="polite" className="visually-hidden">
          {status}
        </p>
      </div>
    </Box>
  );
}
