import { IMAGE_PATH_MESSAGE, UPLOAD_MAX_BYTES, UPLOAD_MESSAGES } from '@cci/contracts';
import { Button, ResponsiveImage, toast } from '@cci/shared-ui';
import { uploadImage } from '@cci/shared-ui/api';
import { Hint, Input, Label } from '@cci/shared-ui/forms';
import { ImageUp, X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useField } from 'react-final-form';
import styled from 'styled-components';
import { failureMessage } from '../lib/admin-errors';

const Wrap = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space(2)};
`;
const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space(2)};
  align-items: center;
  > input[type='text'] {
    flex: 1 1 220px;
  }
`;
const Preview = styled.div`
  width: 160px;
  aspect-ratio: 16 / 9;
  border-radius: ${(p) => p.theme.radius.md};
  overflow: hidden;
  border: 1px solid ${(p) => p.theme.color.border};
  background: ${(p) => p.theme.color.surface};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    display: block;
  }
`;
const Error = styled.p`
  color: ${(p) => p.theme.color.danger};
  font-size: ${(p) => p.theme.fontSize.sm};
`;

/**
 * An image of this site: a path typed in, or an image uploaded from the computer (JPEG, PNG, WebP, GIF or
 * AVIF, at most 5 MB), which the API re-encodes and answers with its path. Shows a preview of what is set.
 */
export function ImageField({
  name,
  label,
  uploadsOnly = false,
}: {
  name: string;
  label: string;
  /** Only an image uploaded here (a spotlight's): the hint and the placeholder say so. */
  uploadsOnly?: boolean;
}) {
  const id = useId();
  const { input, meta } = useField<string>(name);
  const file = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const message =
    (meta.touched || meta.submitFailed) && (meta.error || meta.submitError) ? String(meta.error ?? meta.submitError) : undefined;

  async function upload(chosen: File | undefined) {
    if (!chosen) return;
    if (chosen.size > UPLOAD_MAX_BYTES) {
      toast({ variant: 'destructive', title: 'Could not upload the image', description: UPLOAD_MESSAGES.tooLarge });
      return;
    }
    setBusy(true);
    try {
      const image = await uploadImage(chosen);
      input.onChange(image.src);
      toast({ title: 'Image uploaded', description: `${image.width} × ${image.height}, ready at ${image.variants.length / 2} sizes.` });
    } catch (err) {
      toast({ variant: 'destructive', title: 'Could not upload the image', description: failureMessage(err, UPLOAD_MESSAGES.unreadable) });
    } finally {
      setBusy(false);
      if (file.current) file.current.value = '';
    }
  }

  return (
    <Wrap>
      <Label htmlFor={id}>{label}</Label>
      <Row>
        <Input
          id={id}
          type="text"
          {...input}
          value={input.value ?? ''}
          placeholder={uploadsOnly ? 'Upload an image' : '/images/… or upload one'}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${id}-error` : `${id}-hint`}
        />
        <input
          ref={file}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
          hidden
          data-testid={`${name}-file`}
          onChange={(e) => void upload(e.target.files?.[0])}
        />
        <Button type="button" $variant="outline" $size="sm" disabled={busy} onClick={() => file.current?.click()}>
          <ImageUp aria-hidden="true" /> {busy ? 'Uploading...' : 'Upload image'}
        </Button>
        {input.value && (
          <Button type="button" $variant="ghost" $size="sm" onClick={() => input.onChange('')}>
            <X aria-hidden="true" /> Remove<span className="visually-hidden"> the image</span>
          </Button>
        )}
      </Row>
      {input.value && input.value.startsWith('/') && (
        <Preview>
          <ResponsiveImage src={input.value} sizes="160px" alt="" />
        </Preview>
      )}
      {message ? (
        <Error id={`${id}-error`} role="alert">
          {message}
        </Error>
      ) : (
        <Hint id={`${id}-hint`}>
          {uploadsOnly ? 'Upload an image' : `${IMAGE_PATH_MESSAGE}. Uploads`}: JPEG, PNG, WebP, GIF or AVIF, at most 5 MB.
        </Hint>
      )}
    </Wrap>
  );
}
