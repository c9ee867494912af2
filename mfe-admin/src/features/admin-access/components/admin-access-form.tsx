import { AdminPasswordSchema, validateWith, type AdminPassword } from '@cci/contracts';
import { Button, media, usePageTitle } from '@cci/shared-ui';
import { PasswordField } from '@cci/shared-ui/forms';
import { LockKeyhole, ShieldCheck } from 'lucide-react';
import { useRef } from 'react';
import { Form } from 'react-final-form';
import styled from 'styled-components';
import type { AccessFailure } from '../access-failure';

const Page = styled.div`
  display: grid;
  place-items: center;
  min-height: 70vh;
  padding: ${(p) => p.theme.space(10)} ${(p) => p.theme.space(4)};
  background: ${(p) => p.theme.gradient.hero};
`;
const Panel = styled.section`
  display: grid;
  gap: ${(p) => p.theme.space(6)};
  width: 100%;
  max-width: 440px;
  padding: ${(p) => p.theme.space(6)};
  border-radius: ${(p) => p.theme.radius.xl};
  background: ${(p) => p.theme.color.surface};
  border: 1px solid ${(p) => p.theme.color.border};
  box-shadow: ${(p) => p.theme.shadow.lg};
  ${media.md} {
    padding: ${(p) => p.theme.space(10)};
  }
  header {
    display: grid;
    justify-items: center;
    gap: ${(p) => p.theme.space(2)};
    text-align: center;
  }
  h1 {
    font-size: ${(p) => p.theme.fontSize['3xl']};
    letter-spacing: -0.02em;
    margin-top: ${(p) => p.theme.space(2)};
  }
  header p {
    color: ${(p) => p.theme.color.muted};
  }
  form {
    display: grid;
    gap: ${(p) => p.theme.space(5)};
  }
`;
const Emblem = styled.span`
  display: grid;
  place-items: center;
  width: 56px;
  height: 56px;
  border-radius: ${(p) => p.theme.radius.lg};
  background: ${(p) => p.theme.gradient.brand};
  color: ${(p) => p.theme.color.onDark};
  box-shadow: ${(p) => p.theme.shadow.md};
`;
const Note = styled.p`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${(p) => p.theme.space(2)};
  font-size: ${(p) => p.theme.fontSize.xs};
  color: ${(p) => p.theme.color.subtle};
  text-align: center;
  svg {
    flex: none;
  }
`;

const validate = validateWith(AdminPasswordSchema);

/**
 * Spec §2 "Admin Access": one required password field and a submit button ("Verifying..." while the server checks).
 * The page only forwards the password; the server decides and the gate reacts to its answer.
 */
export function AdminAccessForm({
  intro,
  submitLabel,
  onUnlock,
}: {
  intro: string;
  submitLabel: string;
  onUnlock: (password: string) => Promise<AccessFailure | undefined>;
}) {
  usePageTitle('Admin Access');
  const formRef = useRef<HTMLFormElement>(null);

  return (
    <Page>
      <Panel aria-labelledby="admin-access-title" data-testid="admin-gate">
        <header>
          <Emblem>
            <ShieldCheck size={28} aria-hidden="true" />
          </Emblem>
          <h1 id="admin-access-title">Admin Access</h1>
          <p>{intro}</p>
        </header>
        <Form<AdminPassword>
          onSubmit={async (values, form) => {
            const failure = await onUnlock(values.password);
            if (failure?.clearPassword) {
              // Spec §8: the field is cleared. Its touched state goes too, so no "required" message appears for it.
              form.change('password', '');
              form.resetFieldState('password');
              formRef.current?.querySelector<HTMLInputElement>('input[name="password"]')?.focus();
            }
          }}
          validate={validate}
          render={({ handleSubmit, submitting }) => (
            <form ref={formRef} onSubmit={handleSubmit} noValidate aria-label="Admin access">
              <PasswordField
                name="password"
                label="Admin password"
                autoComplete="current-password"
                placeholder="Enter the admin password"
              />
              <Button type="submit" $size="lg" $block disabled={submitting}>
                <LockKeyhole aria-hidden="true" /> {submitting ? 'Verifying...' : submitLabel}
              </Button>
            </form>
          )}
        />
        <Note>
          <ShieldCheck size={14} aria-hidden="true" /> Staff only. After several wrong attempts, access pauses for a while.
        </Note>
      </Panel>
    </Page>
  );
}
