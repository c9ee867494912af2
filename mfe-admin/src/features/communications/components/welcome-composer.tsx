import type { AdminMember } from '@cci/contracts';
import { Button, toast } from '@cci/shared-ui';
import { sendWelcome } from '@cci/shared-ui/api';
import { FieldWrap, Hint, Label, Select, TextArea } from '@cci/shared-ui/forms';
import { Mail, Send, UserRound } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { PanelCard } from '../../../components/panel-card';
import { isUnauthorized } from '../../../lib/admin-errors';
import { useAdminLock } from '../../../lib/admin-lock';
import { DEFAULT_TEMPLATE, WELCOME_TEMPLATES, type WelcomeTemplate } from '../templates';
import { welcomeFailedToast, welcomeSentToast } from '../welcome-toasts';
import { fullName } from './recent-members';

const Form = styled.form`
  display: grid;
  gap: ${(p) => p.theme.space(5)};
`;
const Recipient = styled.div<{ $empty: boolean }>`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space(3)};
  padding: ${(p) => p.theme.space(4)};
  border-radius: ${(p) => p.theme.radius.md};
  border: 1px ${(p) => (p.$empty ? 'dashed' : 'solid')} ${(p) => (p.$empty ? p.theme.color.borderStrong : p.theme.color.primaryLine)};
  background: ${(p) => (p.$empty ? p.theme.color.background : p.theme.color.primarySoft)};
  > svg {
    flex: none;
    color: ${(p) => p.theme.color.primary};
  }
  div {
    display: grid;
    min-width: 0;
  }
  strong {
    color: ${(p) => p.theme.color.ink};
    overflow-wrap: anywhere;
  }
  span {
    color: ${(p) => p.theme.color.muted};
    font-size: ${(p) => p.theme.fontSize.sm};
    overflow-wrap: anywhere;
  }
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space(3)};
`;

const MESSAGE_MAX = 5000;

/**
 * Spec §2 welcome-email composer: the recipient chosen on the left, a community template, a custom message (the
 * original dropped it; it is sent now), Send and Cancel. A successful send or Cancel clears recipient and message (§4).
 */
export function WelcomeComposer({
  recipient,
  password,
  onClear,
}: {
  recipient: AdminMember | null;
  password: string;
  onClear: () => void;
}) {
  const id = useId();
  const lock = useAdminLock();
  const [template, setTemplate] = useState<WelcomeTemplate>(DEFAULT_TEMPLATE);
  const [message, setMessage] = useState('');
  const [sending, setSending] = useState(false);
  const messageRef = useRef<HTMLTextAreaElement>(null);

  // Choosing a member takes the admin straight to the message (below the list on small screens).
  useEffect(() => {
    if (recipient) messageRef.current?.focus();
  }, [recipient]);

  function clear() {
    setMessage('');
    onClear();
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!recipient || sending) return;
    setSending(true);
    try {
      await sendWelcome({
        email: recipient.email,
        firstName: recipient.firstName ?? '',
        community: template,
        adminPassword: password,
        customMessage: message.trim(),
      });
      toast(welcomeSentToast(recipient.firstName ?? ''));
      clear();
    } catch (err) {
      toast(welcomeFailedToast(err));
      if (isUnauthorized(err)) lock(); // the server no longer accepts this panel's session or password: back to the gate
    } finally {
      setSending(false);
    }
  }

  return (
    <PanelCard aria-labelledby="composer-title" data-testid="welcome-composer">
      <h2 id="composer-title">
        <Mail aria-hidden="true" /> Welcome Email
      </h2>
      <p>A personalised welcome built from the community template, with your message added.</p>
      <Form onSubmit={onSubmit} aria-label="Welcome email" noValidate>
        <Recipient $empty={!recipient} data-testid="welcome-recipient" aria-live="polite">
          <UserRound size={22} aria-hidden="true" />
          {recipient ? (
            <div>
              <strong>To: {fullName(recipient)}</strong>
              <span>{recipient.email}</span>
            </div>
          ) : (
            <div>
              <strong>No recipient yet</strong>
              <span>Choose Welcome next to a member.</span>
            </div>
          )}
        </Recipient>
        <FieldWrap>
          <Label htmlFor={`${id}-template`}>Community template</Label>
          <Select id={`${id}-template`} value={template} onChange={(e) => setTemplate(e.target.value as WelcomeTemplate)}>
            {WELCOME_TEMPLATES.map((t) => (
              <option key={t.value} value={t.value}>
                {t.label}
              </option>
            ))}
          </Select>
        </FieldWrap>
        <FieldWrap>
          <Label htmlFor={`${id}-message`}>Custom message</Label>
          <TextArea
            ref={messageRef}
            id={`${id}-message`}
            rows={6}
            maxLength={MESSAGE_MAX}
            value={message}
            onChange={(e) => setMessage(e.target.value)}
            placeholder="Add a personal note to the welcome email (optional)."
            aria-describedby={`${id}-message-hint`}
          />
          <Hint id={`${id}-message-hint`}>Sent with the community template; leave it empty to send the template alone.</Hint>
        </FieldWrap>
        <Actions>
          <Button type="submit" disabled={!recipient || sending}>
            <Send aria-hidden="true" /> {sending ? 'Sending...' : 'Send Welcome Email'}
          </Button>
          <Button $variant="outline" onClick={clear} disabled={sending}>
            Cancel
          </Button>
        </Actions>
      </Form>
    </PanelCard>
  );
}
