import type { MembershipSummary } from '@cci/contracts';
import { Badge, Button, media, toast, toastFailure } from '@cci/shared-ui';
import { joinCommunity, leaveCommunity, makePrimaryCommunity, useCommunities, useMyMemberships } from '@cci/shared-ui/api';
import { Link } from '@cci/shared-ui/router';
import { useState } from 'react';
import styled from 'styled-components';
import { STATUS_LABEL, joinableCommunities, leaveBlockedBy, primaryBlockedBy } from '../../../lib/account-view';
import { ButtonRow } from '../../../components/button-row';
import { ConfirmDialog } from './confirm-dialog';
import { SettingsSection } from './settings-section';

/** $inline: each row keeps its name and its one button side by side, phones included. */
const List = styled.ul<{ $inline?: boolean }>`
  display: grid;
  margin: 0;
  padding: 0;
  list-style: none;
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: ${(p) => p.theme.radius.md};
  > li {
    display: grid;
    gap: ${(p) => p.theme.space(3)};
    padding: ${(p) => p.theme.space(4)};
  }
  > li + li {
    border-top: 1px solid ${(p) => p.theme.color.border};
  }
  ${media.md} {
    > li {
      grid-template-columns: minmax(0, 1fr) auto;
      align-items: center;
    }
  }
  ${(p) =>
    p.$inline &&
    `> li {
      grid-template-columns: minmax(0, 1fr) auto;
      align-items: center;
      padding-top: ${p.theme.space(3)};
      padding-bottom: ${p.theme.space(3)};
    }`}
`;
const Name = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${(p) => p.theme.space(2)};
  a {
    color: ${(p) => p.theme.color.ink};
    font-weight: ${(p) => p.theme.fontWeight.semibold};
  }
  p {
    flex-basis: 100%;
    font-size: ${(p) => p.theme.fontSize.sm};
    color: ${(p) => p.theme.color.muted};
  }
`;
const Subheading = styled.h3`
  font-size: ${(p) => p.theme.fontSize.base};
  font-weight: ${(p) => p.theme.fontWeight.bold};
  color: ${(p) => p.theme.color.ink};
`;
const Empty = styled.p`
  font-size: ${(p) => p.theme.fontSize.sm};
  color: ${(p) => p.theme.color.muted};
`;

const TONE = { approved: 'success', pending: 'warning', rejected: 'danger' } as const;

const failed = (title: string, err: unknown) => toastFailure(title, err, 'Please try again in a moment.');

function MembershipRow({
  m,
  busy,
  run,
  onLeave,
}: {
  m: MembershipSummary;
  busy: boolean;
  run: (work: () => Promise<void>) => void;
  onLeave: () => void;
}) {
  const cannotLeave = leaveBlockedBy(m);
  const cannotBePrimary = primaryBlockedBy(m);
  const makePrimary = () =>
    run(async () => {
      try {
        await makePrimaryCommunity(m.slug);
        toast({ title: `${m.name} is now your primary community`, description: 'My Dashboard opens it from now on.' });
      } catch (err) {
        failed('Primary community not changed', err);
      }
    });
  return (
    <li data-testid={`membership-${m.slug}`}>
      <Name>
        {m.status === 'approved' ? <Link to={`/dashboard/${m.slug}`}>{m.name}</Link> : <strong>{m.name}</strong>}
        {m.isPrimary && <Badge $tone="primary">Primary</Badge>}
        <Badge $tone={TONE[m.status]}>{STATUS_LABEL[m.status]}</Badge>
        {cannotLeave && <p>{cannotLeave}.</p>}
        {cannotBePrimary && <p>{cannotBePrimary}.</p>}
      </Name>
      <ButtonRow $end>
        {!m.isPrimary && !cannotBePrimary && (
          <Button $variant="secondary" $size="sm" disabled={busy} onClick={makePrimary} aria-label={`Make primary: ${m.name}`}>
            Make primary
          </Button>
        )}
        {!cannotLeave && (
          <Button $variant="outline" $size="sm" disabled={busy} onClick={onLeave} aria-label={`Leave ${m.name}`}>
            Leave
          </Button>
        )}
      </ButtonRow>
    </li>
  );
}

/**
 * Communities: the member's memberships with their status, primary first; make one primary (My
 * Dashboard goes there), leave one (after a confirmation; the primary one cannot be left, and says why), and join
 * the communities not joined yet.
 */
export function CommunitiesSection() {
  const memberships = useMyMemberships(true);
  const communities = useCommunities();
  const [busy, setBusy] = useState(false);
  const [leaving, setLeaving] = useState<MembershipSummary>();
  const mine = memberships.data ?? [];
  const others = joinableCommunities(communities.data ?? [], mine);

  const run = (work: () => Promise<void>) => {
    setBusy(true);
    void work().finally(() => setBusy(false));
  };
  const join = (slug: string, name: string) =>
    run(async () => {
      try {
        const m = await joinCommunity(slug);
        toast(
          m.status === 'pending'
            ? { title: `You asked to join ${name}`, description: 'Your membership is awaiting approval.' }
            : { title: `Welcome to ${name}!`, description: 'You are now a member of this community.' },
        );
      } catch (err) {
        failed('Could not join', err);
      }
    });
  const leave = (m: MembershipSummary) =>
    run(async () => {
      try {
        await leaveCommunity(m.slug);
        setLeaving(undefined);
        toast({ title: `You left ${m.name}` });
      } catch (err) {
        setLeaving(undefined);
        failed('Could not leave', err);
      }
    });

  return (
    <SettingsSection
      id="communities"
      title="Communities"
      description="Your primary community is the one My Dashboard opens. You can belong to as many communities as you like."
    >
      {memberships.error ? (
        <Empty role="alert">Your communities could not be loaded. Please reload the page.</Empty>
      ) : memberships.data === undefined ? (
        <Empty>Loading your communities...</Empty>
      ) : mine.length === 0 ? (
        <Empty>You have not joined a community yet.</Empty>
      ) : (
        <List aria-label="Your communities">
          {mine.map((m) => (
            <MembershipRow key={m.slug} m={m} busy={busy} run={run} onLeave={() => setLeaving(m)} />
          ))}
        </List>
      )}

      <Subheading>Join another community</Subheading>
      {communities.data === undefined ? (
        <Empty>{communities.error ? 'The communities could not be loaded.' : 'Loading communities...'}</Empty>
      ) : others.length === 0 ? (
        <Empty>You belong to every community.</Empty>
      ) : (
        <List aria-label="Communities to join" $inline>
          {others.map((c) => (
            <li key={c.slug} data-testid={`joinable-${c.slug}`}>
              <Name>
                <Link to={`/community/${c.slug}`}>{c.name}</Link>
              </Name>
              <Button $size="sm" disabled={busy} onClick={() => join(c.slug, c.name)} aria-label={`Join ${c.name}`}>
                Join
              </Button>
            </li>
          ))}
        </List>
      )}

      <ConfirmDialog
        open={leaving !== undefined}
        onClose={() => setLeaving(undefined)}
        title={leaving ? `Leave ${leaving.name}?` : 'Leave'}
        description="Its dashboard closes for you. You can join again at any time."
      >
        <ButtonRow $end>
          <Button $variant="outline" onClick={() => setLeaving(undefined)}>
            Stay
          </Button>
          <Button onClick={() => leaving && leave(leaving)} disabled={busy}>
            {busy ? 'Leaving...' : 'Leave community'}
          </Button>
        </ButtonRow>
      </ConfirmDialog>
    </SettingsSection>
  );
}
