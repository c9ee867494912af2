import { ErrorText, FieldWrap, Hint, Input, Label } from '@cci/shared-ui/forms';
import { useId } from 'react';
import { useField } from 'react-final-form';
import styled from 'styled-components';

const Row = styled.div`
  display: flex;
  gap: ${(p) => p.theme.space(3)};
  align-items: center;
  input[type='color'] {
    flex: none;
    width: 56px;
    height: 46px;
    padding: 4px;
    cursor: pointer;
    border: 1px solid ${(p) => p.theme.color.borderStrong};
    border-radius: ${(p) => p.theme.radius.md};
    background: ${(p) => p.theme.color.surface};
  }
`;

const HEX = /^#[0-9a-fA-F]{6}$/;

/** A colour as a picker plus its hex text, both bound to one field (the picker needs a valid hex, so it falls back). */
export function ColourField({ name, label, fallback }: { name: string; label: string; fallback: string }) {
  const id = useId();
  const { input, meta } = useField<string>(name);
  const message =
    (meta.touched || meta.submitFailed) && meta.error
      ? String(meta.error)
      : !meta.dirtySinceLastSubmit && meta.submitError
        ? String(meta.submitError)
        : undefined;
  const value = input.value ?? '';
  return (
    <FieldWrap>
      <Label htmlFor={id}>{label}</Label>
      <Row>
        <input
          type="color"
          aria-label={`${label} picker`}
          value={HEX.test(value) ? value.toLowerCase() : fallback.toLowerCase()}
          onChange={(e) => input.onChange(e.target.value.toUpperCase())}
        />
        <Input
          {...input}
          id={id}
          type="text"
          spellCheck={false}
          autoComplete="off"
          placeholder={fallback}
          $invalid={!!message}
          aria-invalid={!!message}
          aria-describedby={message ? `${id}-error` : `${id}-hint`}
        />
      </Row>
      {message ? (
        <ErrorText id={`${id}-error`} role="alert">
          {message}
        </ErrorText>
      ) : (
        <Hint id={`${id}-hint`}>A hex colour such as {fallback}.</Hint>
      )}
    </FieldWrap>
  );
}
