import { Eye, EyeOff } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useField } from 'react-final-form';
import styled from 'styled-components';
import { ErrorText, FieldWrap, Hint, Input, Label, Select, TextArea } from './field-styles';

/**
 * A field's message shows once the visitor changed it and left it, or tried to submit. Not merely on leaving an
 * untouched field: a dialog's autofocused first field would grow its message as the visitor clicks the submit
 * button, push the button down between mousedown and mouseup, and swallow the click.
 */
function useFieldState(name: string, type?: string, value?: string) {
  const field = useField(name, { type, value });
  const { touched, modified, error, submitError, submitFailed, dirtySinceLastSubmit } = field.meta;
  const message: string | undefined =
    ((touched && modified) || submitFailed) && error ? error : !dirtySinceLastSubmit && submitError ? submitError : undefined;
  return { ...field, message };
}

interface BaseProps {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
}

function Message({ id, message }: { id: string; message?: string }) {
  return message ? (
    <ErrorText id={id} role="alert">
      {message}
    </ErrorText>
  ) : null;
}

/** What marks a control invalid and ties it to its message (the id `${id}-error`). */
function invalidAttrs(id: string, message?: string) {
  return { $invalid: !!message, 'aria-invalid': !!message, 'aria-describedby': message ? `${id}-error` : undefined };
}

/** A labelled control, then its hint (while there is no message) and its message. */
function LabelledField({
  id,
  label,
  hint,
  message,
  children,
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  message?: string;
  children: ReactNode;
}) {
  return (
    <FieldWrap>
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint && !message && <Hint>{hint}</Hint>}
      <Message id={`${id}-error`} message={message} />
    </FieldWrap>
  );
}

export function TextField({
  name,
  label,
  hint,
  type = 'text',
  ...rest
}: BaseProps & {
  type?: 'text' | 'email' | 'url' | 'number' | 'date' | 'datetime-local';
  placeholder?: string;
  autoComplete?: string;
  disabled?: boolean;
}) {
  const id = useId();
  const { input, message } = useFieldState(name);
  return (
    <LabelledField id={id} label={label} hint={hint} message={message}>
      <Input {...input} {...rest} id={id} type={type} {...invalidAttrs(id, message)} />
    </LabelledField>
  );
}

export function TextAreaField({
  name,
  label,
  hint,
  rows = 4,
  ...rest
}: BaseProps & { rows?: number; placeholder?: string; disabled?: boolean }) {
  const id = useId();
  const { input, message } = useFieldState(name);
  return (
    <LabelledField id={id} label={label} hint={hint} message={message}>
      <TextArea {...input} {...rest} id={id} rows={rows} {...invalidAttrs(id, message)} />
    </LabelledField>
  );
}

const PasswordBox = styled.div`
  position: relative;
  input {
    padding-right: 52px;
  }
  button {
    position: absolute;
    right: 4px;
    top: 50%;
    transform: translateY(-50%);
    display: grid;
    place-items: center;
    width: 40px;
    height: 40px;
    border: 0;
    border-radius: ${(p) => p.theme.radius.sm};
    background: transparent;
    color: ${(p) => p.theme.color.muted};
    cursor: pointer;
  }
  button:hover {
    color: ${(p) => p.theme.color.ink};
  }
`;

/** A password input with a show/hide toggle (spec §2 Login). */
export function PasswordField({
  name,
  label,
  hint,
  autoComplete,
  placeholder,
}: BaseProps & { autoComplete: 'current-password' | 'new-password'; placeholder?: string }) {
  const id = useId();
  const [visible, setVisible] = useState(false);
  const { input, message } = useFieldState(name);
  return (
    <LabelledField id={id} label={label} hint={hint} message={message}>
      <PasswordBox>
        <Input
          {...input}
          id={id}
          type={visible ? 'text' : 'password'}
          autoComplete={autoComplete}
          placeholder={placeholder}
          {...invalidAttrs(id, message)}
        />
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-label={visible ? 'Hide password' : 'Show password'}
          aria-pressed={visible}
          aria-controls={id}
        >
          {visible ? <EyeOff size={18} aria-hidden="true" /> : <Eye size={18} aria-hidden="true" />}
        </button>
      </PasswordBox>
    </LabelledField>
  );
}

export interface Option {
  value: string;
  label: string;
}

export function SelectField({
  name,
  label,
  hint,
  options,
  placeholder,
  disabled,
}: BaseProps & { options: readonly Option[]; placeholder: string; disabled?: boolean }) {
  const id = useId();
  const { input, message } = useFieldState(name);
  return (
    <LabelledField id={id} label={label} hint={hint} message={message}>
      <Select {...input} id={id} disabled={disabled} {...invalidAttrs(id, message)}>
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Select>
    </LabelledField>
  );
}

const CheckRow = styled.label`
  display: flex;
  align-items: flex-start;
  gap: ${(p) => p.theme.space(3)};
  cursor: pointer;
  font-size: ${(p) => p.theme.fontSize.sm};
  color: ${(p) => p.theme.color.text};
  line-height: 1.5;
  input {
    flex: none;
    width: 18px;
    height: 18px;
    margin: 2px 0 0;
    accent-color: ${(p) => p.theme.color.primary};
    cursor: pointer;
  }
  a {
    color: ${(p) => p.theme.color.primary};
    font-weight: ${(p) => p.theme.fontWeight.semibold};
  }
`;

/** A single yes/no checkbox (agree to terms, newsletter). */
export function CheckboxField({ name, label }: BaseProps) {
  const id = useId();
  const { input, message } = useFieldState(name, 'checkbox');
  return (
    <FieldWrap>
      <CheckRow htmlFor={id}>
        <input {...input} id={id} type="checkbox" aria-invalid={!!message} aria-describedby={message ? `${id}-error` : undefined} />
        <span>{label}</span>
      </CheckRow>
      <Message id={`${id}-error`} message={message} />
    </FieldWrap>
  );
}

const Group = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${(p) => p.theme.space(2)};
  legend {
    padding: 0;
    margin-bottom: ${(p) => p.theme.space(2)};
    font-size: ${(p) => p.theme.fontSize.sm};
    font-weight: ${(p) => p.theme.fontWeight.semibold};
    color: ${(p) => p.theme.color.ink};
  }
`;
const Choices = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space(2)};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 180px), 1fr));
`;

function Choice({ name, option }: { name: string; option: Option }) {
  const { input } = useField(name, { type: 'checkbox', value: option.value });
  return (
    <CheckRow>
      <input {...input} type="checkbox" />
      <span>{option.label}</span>
    </CheckRow>
  );
}

/** Several checkboxes writing an array of values (e.g. additional communities). */
export function CheckboxGroupField({ name, label, hint, options }: BaseProps & { options: readonly Option[] }) {
  const { meta } = useField(name);
  const message = ((meta.touched && meta.modified) || meta.submitFailed) && meta.error ? String(meta.error) : undefined;
  return (
    <Group>
      <legend>{label}</legend>
      {hint && <Hint>{hint}</Hint>}
      <Choices>
        {options.map((o) => (
          <Choice key={o.value} name={name} option={o} />
        ))}
      </Choices>
      {message && <ErrorText role="alert">{message}</ErrorText>}
    </Group>
  );
}
