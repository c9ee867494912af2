import { DISCUSSION_LIMITS } from '@cci/contracts';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ErrorText, Input, Label } from './shared';

const Field = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space(1.5)};
`;

/**
 * A thread's title, as the new-thread composer and the post editor ask for it: labelled "Title", at most the forum's
 * title length, its message under it (named by the field), and what the form shows below it (`children`).
 */
export function TitleField({
  id,
  value,
  onChange,
  error,
  children,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  children?: ReactNode;
}) {
  return (
    <Field>
      <Label htmlFor={id}>Title</Label>
      <Input
        id={id}
        value={value}
        maxLength={DISCUSSION_LIMITS.title.max}
        onChange={(event) => onChange(event.target.value)}
        $invalid={!!error}
        aria-invalid={!!error || undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        autoComplete="off"
      />
      {error && <ErrorText id={`${id}-error`}>{error}</ErrorText>}
      {children}
    </Field>
  );
}
