import { Button } from '@cci/shared-ui';
import { ErrorText, FieldWrap, Hint, Label, Select } from '@cci/shared-ui/forms';
import { useId, useMemo } from 'react';
import { useField } from 'react-final-form';
import styled from 'styled-components';
import { runtimeTimeZone } from '@cci/contracts';
import { timeZoneLabel, timeZoneOptions } from '../../../lib/account-view';

const Suggestion = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${(p) => p.theme.space(2)};
`;

/**
 * The member's time zone: a select of the IANA zones this browser knows (Intl.supportedValuesOf, under today's
 * names), "Not set" first.
 * The browser's own zone is suggested with a one-click "Use ..." button whenever the field holds another value.
 */
export function TimeZoneField({ name, label }: { name: string; label: string }) {
  const id = useId();
  const { input, meta } = useField<string>(name);
  const suggested = useMemo(() => runtimeTimeZone(), []);
  const zones = useMemo(
    () => timeZoneOptions(typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [], input.value, suggested),
    [input.value, suggested],
  );
  const message =
    ((meta.touched && meta.modified) || meta.submitFailed) && meta.error
      ? String(meta.error)
      : !meta.dirtySinceLastSubmit
        ? meta.submitError
        : undefined;

  return (
    <FieldWrap>
      <Label htmlFor={id}>{label}</Label>
      <Select {...input} id={id} $invalid={!!message} aria-invalid={!!message} aria-describedby={message ? `${id}-error` : undefined}>
        <option value="">Not set</option>
        {zones.map((zone) => (
          <option key={zone} value={zone}>
            {timeZoneLabel(zone)}
          </option>
        ))}
      </Select>
      {suggested && input.value !== suggested && (
        <Suggestion>
          <Hint>Your browser says {timeZoneLabel(suggested)}.</Hint>
          <Button $variant="ghost" $size="sm" onClick={() => input.onChange(suggested)}>
            Use {timeZoneLabel(suggested)}
          </Button>
        </Suggestion>
      )}
      {message && (
        <ErrorText id={`${id}-error`} role="alert">
          {message}
        </ErrorText>
      )}
    </FieldWrap>
  );
}
