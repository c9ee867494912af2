import { lazy, Suspense, useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import styled from 'styled-components';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@cci/shared-ui/tabs';
import type { ImageBatch } from './image-upload';
import { Button, Label, TextArea } from './shared';
import { useMentions } from './use-mentions';

/** The preview and its Markdown renderer, loaded when first wanted (pointing at or focusing the Preview tab starts it). */
const loadPreview = () => import('./markdown-preview');
const MarkdownPreview = lazy(loadPreview);
/** The image uploads (image-upload.tsx), loaded on the first paste, drop or "Add image" (or pointing at the button). */
const loadImageUploads = () => import('./image-upload');
const ImageUploads = lazy(loadImageUploads);

const Wrap = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space(1.5)};
  min-width: 0;
`;
const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${(p) => p.theme.space(2)};
  > label {
    margin-right: auto;
  }
`;
const ModeList = styled(TabsList)`
  display: flex;
  grid-template-columns: none;
  > button {
    min-height: 36px;
    flex: 0 0 auto;
  }
`;
const Panel = styled(TabsContent)`
  position: relative;
  padding-top: ${(p) => p.theme.space(2)};
`;
const Preview = styled.div`
  min-height: 8rem;
  padding: ${(p) => p.theme.space(3)} ${(p) => p.theme.space(3.5)};
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: ${(p) => p.theme.radius.md};
  background: ${(p) => p.theme.color.surface};
`;
const Empty = styled.p`
  color: ${(p) => p.theme.color.muted};
  font-size: ${(p) => p.theme.fontSize.sm};
`;
const Hint = styled.p`
  font-size: ${(p) => p.theme.fontSize.xs};
  color: ${(p) => p.theme.color.muted};
`;
const Options = styled.ul`
  position: absolute;
  left: 0;
  right: 0;
  top: 100%;
  z-index: ${(p) => p.theme.z.dropdown};
  max-width: 360px;
  max-height: 260px;
  overflow-y: auto;
  margin-top: ${(p) => p.theme.space(1)};
  padding: ${(p) => p.theme.space(1)};
  border: 1px solid ${(p) => p.theme.color.borderStrong};
  border-radius: ${(p) => p.theme.radius.md};
  background: ${(p) => p.theme.color.surface};
  box-shadow: ${(p) => p.theme.shadow.lg};
  list-style: none;
`;
const Option = styled.li<{ $active: boolean }>`
  padding: ${(p) => p.theme.space(2)} ${(p) => p.theme.space(3)};
  border-radius: ${(p) => p.theme.radius.sm};
  color: ${(p) => p.theme.color.ink};
  background: ${(p) => (p.$active ? p.theme.color.primarySoft : 'transparent')};
  outline: ${(p) => (p.$active ? `2px solid ${p.theme.color.focus}` : 'none')};
  cursor: pointer;
  span {
    color: ${(p) => p.theme.color.muted};
    font-size: ${(p) => p.theme.fontSize.sm};
  }
`;

export interface MarkdownEditorProps {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  /** The community whose members "@" offers; no autocomplete without one. */
  community?: string;
  rows?: number;
  placeholder?: string;
  invalid?: boolean;
  /** The id of the message that describes the field (its error). */
  describedBy?: string;
  textareaRef?: RefObject<HTMLTextAreaElement | null>;
  disabled?: boolean;
  /** Images may be pasted, dropped or added (POST /api/uploads), their Markdown written at the caret. */
  images?: boolean;
}

/**
 * A Markdown field with Write and Preview tabs. The preview is contracts' renderMarkdown, the very function the API
 * stores a post's HTML with, so it shows exactly what the post will look like. "@" offers the community's members
 * (a listbox driven from the textarea: arrows, Enter or Tab, Escape; aria-activedescendant names the active one).
 */
export function MarkdownEditor({
  label,
  value,
  onChange,
  community,
  rows = 6,
  placeholder,
  invalid,
  describedBy,
  textareaRef,
  disabled,
  images,
}: MarkdownEditorProps) {
  const id = useId();
  const ownRef = useRef<HTMLTextAreaElement | null>(null);
  const ref = textareaRef ?? ownRef;
  const [mode, setMode] = useState('write');
  const mentions = useMentions({ community, value, onChange, textarea: ref });
  const listId = `${id}-mentions`;
  const optionId = (i: number) => `${id}-mention-${i}`;
  const hintId = `${id}-hint`;

  // Images pasted, dropped or chosen, with where the caret was: image-upload.tsx (lazy) takes it from there.
  const [added, setAdded] = useState<ImageBatch[] | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const addImages = (files: File[]) => {
    if (!images || !files.length) return false;
    const box = ref.current!;
    setAdded((batches) => [...(batches ?? []), { files, start: box.selectionStart, end: box.selectionEnd }]);
    return true;
  };

  return (
    <Wrap>
      <Tabs value={mode} onValueChange={setMode}>
        <Head>
          <Label htmlFor={`${id}-text`}>{label}</Label>
          {images && (
            <Button
              $variant="outline"
              $size="sm"
              disabled={disabled}
              onPointerEnter={() => void loadImageUploads()}
              onClick={() => fileRef.current?.click()}
            >
              Add image
            </Button>
          )}
          <ModeList aria-label="Editor mode">
            <TabsTrigger value="write">Write</TabsTrigger>
            <TabsTrigger value="preview" onPointerEnter={() => void loadPreview()} onFocus={() => void loadPreview()}>
              Preview
            </TabsTrigger>
          </ModeList>
        </Head>
        <Panel value="write" tabIndex={-1}>
          <TextArea
            ref={ref}
            id={`${id}-text`}
            rows={rows}
            value={value}
            placeholder={placeholder}
            disabled={disabled}
            $invalid={invalid}
            aria-invalid={invalid || undefined}
            aria-describedby={[describedBy, hintId].filter(Boolean).join(' ')}
            aria-autocomplete={community ? 'list' : undefined}
            aria-controls={mentions.open ? listId : undefined}
            aria-activedescendant={mentions.open ? optionId(mentions.active) : undefined}
            onChange={(event) => {
              onChange(event.target.value);
              mentions.track(event.target);
            }}
            onSelect={(event) => mentions.track(event.currentTarget)}
            onKeyDown={mentions.onKeyDown}
            onBlur={mentions.close}
            onPaste={(event) => {
              if (addImages([...event.clipboardData.files].filter((file) => file.type.startsWith('image/')))) event.preventDefault();
            }}
            onDragOver={(event) => {
              if (images && event.dataTransfer.types.includes('Files')) event.preventDefault();
            }}
            onDrop={(event) => {
              if (addImages([...event.dataTransfer.files])) event.preventDefault();
            }}
          />
          {mentions.open && (
            <Options id={listId} role="listbox" aria-label="Members to mention">
              {mentions.options.map((member, i) => (
                <Option
                  key={member.id}
                  id={optionId(i)}
                  role="option"
                  aria-selected={i === mentions.active}
                  $active={i === mentions.active}
                  onMouseDown={(event) => event.preventDefault()}
                  onMouseEnter={() => mentions.setActive(i)}
                  onClick={() => mentions.choose(member)}
                >
                  {member.displayName} <span>@{member.displayName.split(' ')[0]}</span>
                </Option>
              ))}
            </Options>
          )}
        </Panel>
        <Panel value="preview">
          <Preview data-testid="markdown-preview" aria-label="Preview">
            {value.trim() ? (
              <Suspense fallback={<Empty>Loading the preview…</Empty>}>
                <MarkdownPreview markdown={value} />
              </Suspense>
            ) : (
              <Empty>Nothing to preview yet.</Empty>
            )}
          </Preview>
        </Panel>
      </Tabs>
      {images && (
        <input
          ref={fileRef}
          type="file"
          accept="image/*"
          hidden
          onChange={(event) => {
            addImages([...(event.target.files ?? [])]);
            event.target.value = '';
          }}
        />
      )}
      {added && (
        <Suspense>
          <ImageUploads added={added} value={value} onChange={onChange} textarea={ref} />
        </Suspense>
      )}
      <Hint id={hintId}>
        Markdown: **bold**, `code`, ```fenced code```, [links](https://…){community ? ', @ to mention a member' : ''}
        {images ? ', paste or drop an image' : ''}.
      </Hint>
    </Wrap>
  );
}
