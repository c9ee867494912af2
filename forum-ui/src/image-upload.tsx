import { UPLOAD_MAX_BYTES, UPLOAD_MESSAGES, uploadingImage, uploadMarkdown, type UploadedImage } from '@cci/contracts';
import { uploadPostImage } from '@cci/shared-ui/api';
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import styled from 'styled-components';
import { DiscussionDialog } from './dialog';
import { PostAlert } from './post-submit';
import { ApiError, Button, Input, Label } from './shared';

// The composer's image uploads, loaded on the first paste, drop or "Add image" (markdown-editor.tsx): a thread page
// carries none of it until then. Each image gets a placeholder where the caret was, is uploaded in turn
// (POST /api/uploads), asked for its alt text, and its Markdown takes the placeholder's place in the text as it is by
// then (the member may go on typing meanwhile).

/** Images the editor handed over (pasted, dropped or chosen together), and where its caret or selection was. */
export interface ImageBatch {
  files: File[];
  start: number;
  end: number;
}

/** An image waiting, and its placeholder in the text. */
interface ImageJob {
  file: File;
  placeholder: string;
}
let placeholders = 0;

const Status = styled.p`
  color: ${(p) => p.theme.color.muted};
  font-size: ${(p) => p.theme.fontSize.sm};
`;
const Fields = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space(3)};
  img {
    display: block;
    max-width: 100%;
    max-height: 220px;
    width: auto;
    height: auto;
    border: 1px solid ${(p) => p.theme.color.border};
    border-radius: ${(p) => p.theme.radius.md};
    background: ${(p) => p.theme.color.backgroundAlt};
  }
  > button {
    justify-self: end;
  }
`;

/** What the member reads when an image is refused: the API's message (quota, size, type), or what went wrong. */
function refusalOf(err: unknown): string {
  if (err instanceof ApiError) {
    if (err.serverMessage) return err.serverMessage;
    if (err.status === 413) return UPLOAD_MESSAGES.tooLarge;
    if (err.status === 415) return UPLOAD_MESSAGES.type;
    return `The server answered ${err.status}. Please try again.`;
  }
  if (err instanceof Error && Object.values<string>(UPLOAD_MESSAGES).includes(err.message)) return err.message;
  return 'The server could not be reached. Please try again.';
}

/** The checks the API makes that the browser can make first (it makes them again): a type of image, at most 5 MB. */
function checked(file: File): File {
  if (file.type && !file.type.startsWith('image/')) throw new Error(UPLOAD_MESSAGES.type);
  if (file.size > UPLOAD_MAX_BYTES) throw new Error(UPLOAD_MESSAGES.tooLarge);
  return file;
}

export default function ImageUploads({
  added,
  value,
  onChange,
  textarea,
}: {
  /** Every batch the editor handed over, oldest first (the editor only appends). */
  added: readonly ImageBatch[];
  value: string;
  onChange: (value: string) => void;
  textarea: RefObject<HTMLTextAreaElement | null>;
}) {
  // The text as last rendered (an upload ends long after the render that started it).
  const latest = useRef({ value, onChange });
  useLayoutEffect(() => {
    latest.current = { value, onChange };
  });
  const [jobs, setJobs] = useState<ImageJob[]>([]);
  const taken = useRef(0);

  // New batches: their placeholders go where the caret was.
  useEffect(() => {
    for (const batch of added.slice(taken.current)) {
      const batchJobs = batch.files.map((file) => ({ file, placeholder: uploadingImage(++placeholders) }));
      const { value: text, onChange: change } = latest.current;
      const inserted = batchJobs.map((job) => job.placeholder).join('\n');
      change((latest.current.value = text.slice(0, batch.start) + inserted + text.slice(batch.end)));
      setJobs((queued) => [...queued, ...batchJobs]);
    }
    taken.current = added.length;
  }, [added]);

  /** Puts `text` where `placeholder` is (nothing when the member deleted it), the caret after it. */
  const replace = useCallback(
    (placeholder: string, text: string) => {
      const { value: current, onChange: change } = latest.current;
      const at = current.indexOf(placeholder);
      if (at < 0) return;
      change((latest.current.value = current.replace(placeholder, text)));
      // Back to the text, once the alt text's dialog has closed (Chromium gives focus back to the field, but typing
      // then goes nowhere until it is focused again).
      requestAnimationFrame(() => {
        textarea.current?.focus();
        textarea.current?.setSelectionRange(at + text.length, at + text.length);
      });
    },
    [textarea],
  );
  const onSettled = useCallback((job: ImageJob) => setJobs((queued) => queued.filter((j) => j !== job)), []);

  const id = useId();
  const job = jobs[0];
  const [error, setError] = useState<string | null>(null);
  const [uploaded, setUploaded] = useState<{ job: ImageJob; image: UploadedImage } | null>(null);
  const [alt, setAlt] = useState('');
  const started = useRef<ImageJob | null>(null);

  useEffect(() => {
    if (!job || started.current === job) return;
    started.current = job;
    setError(null);
    Promise.resolve(job.file)
      .then((file) => uploadPostImage(checked(file)))
      .then(
        (image) => {
          setAlt('');
          setUploaded({ job, image });
        },
        (err: unknown) => {
          replace(job.placeholder, '');
          setError(`The image was not added: ${refusalOf(err)}`);
          onSettled(job);
        },
      );
  }, [job, replace, onSettled]);

  // The alt text is asked for; closing the dialog (its X, Escape) inserts the image with what was typed, if anything.
  function insert() {
    if (!uploaded) return;
    replace(uploaded.job.placeholder, uploadMarkdown(uploaded.image, alt));
    setUploaded(null);
    onSettled(uploaded.job);
  }

  const thumbnail = uploaded?.image.variants.find((v) => v.type === 'image/webp')?.src;
  return (
    <>
      <Status role="status">{job && !uploaded ? 'Uploading image…' : ''}</Status>
      <PostAlert message={error} />
      <DiscussionDialog
        open={uploaded !== null}
        onClose={insert}
        title="Describe the image"
        description="Alt text tells people who cannot see the image what it shows, e.g. “Chart: answer time by model”."
      >
        <Fields>
          {thumbnail && <img src={thumbnail} alt="" />}
          <Label htmlFor={`${id}-alt`}>Alt text</Label>
          <Input
            id={`${id}-alt`}
            value={alt}
            maxLength={300}
            autoFocus
            onChange={(event) => setAlt(event.target.value)}
            onKeyDown={(event) => {
              // Enter inserts (the dialog sits inside the composer's form, which Enter would otherwise submit).
              if (event.key === 'Enter') {
                event.preventDefault();
                insert();
              }
            }}
          />
          <Button type="button" onClick={insert}>
            Insert image
          </Button>
        </Fields>
      </DiscussionDialog>
    </>
  );
}
