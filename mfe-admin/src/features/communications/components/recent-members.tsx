import type { AdminMember } from '@cci/contracts';
import { Button, media } from '@cci/shared-ui';
import { Avatar } from '@cci/shared-ui/avatar';
import { Check, Send, Users } from 'lucide-react';
import styled from 'styled-components';
import { ListSkeleton, LoadError } from '../../../components/load-states';
import { PanelCard } from '../../../components/panel-card';
import { formatDate } from '../../../lib/format-date';
import { useRecentMembers } from '../api/communications-api';

const List = styled.ul`
  display: grid;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    align-items: center;
    gap: ${(p) => p.theme.space(3)};
    padding: ${(p) => p.theme.space(3)} 0;
  }
  li + li {
    border-top: 1px solid ${(p) => p.theme.color.border};
  }
  li[data-selected] {
    background: ${(p) => p.theme.color.primarySoft};
    margin: 0 -${(p) => p.theme.space(3)};
    padding-left: ${(p) => p.theme.space(3)};
    padding-right: ${(p) => p.theme.space(3)};
    border-radius: ${(p) => p.theme.radius.md};
  }
`;
const Who = styled.div`
  flex: 1;
  min-width: 0;
  display: grid;
  strong {
    color: ${(p) => p.theme.color.ink};
    font-size: ${(p) => p.theme.fontSize.sm};
    overflow-wrap: anywhere;
  }
  /* Long addresses end in an ellipsis here; the composer shows the chosen one in full. */
  span {
    color: ${(p) => p.theme.color.muted};
    font-size: ${(p) => p.theme.fontSize.xs};
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;
const WelcomeButton = styled(Button)`
  flex: none;
  svg {
    display: none;
  }
  ${media.sm} {
    svg {
      display: block;
    }
  }
`;
const Empty = styled.p`
  padding: ${(p) => p.theme.space(6)} 0;
  text-align: center;
  color: ${(p) => p.theme.color.muted};
`;

export const fullName = (m: AdminMember) => [m.firstName, m.lastName].filter(Boolean).join(' ') || m.email;
const initials = (m: AdminMember) => ((m.firstName?.[0] ?? '') + (m.lastName?.[0] ?? '')).toUpperCase() || m.email[0]?.toUpperCase() || '?';

/** Spec §2: up to 10 recent members, each with a Welcome button that makes them the recipient. */
export function RecentMembers({ selectedId, onWelcome }: { selectedId: number | undefined; onWelcome: (member: AdminMember) => void }) {
  const { members, error, isLoading, mutate } = useRecentMembers();
  return (
    <PanelCard aria-labelledby="recent-members-title" data-testid="recent-members">
      <h2 id="recent-members-title">
        <Users aria-hidden="true" /> Recent Members
      </h2>
      <p>Choose a member to send them a personalised welcome.</p>
      {isLoading ? (
        <ListSkeleton rows={4} label="Loading members" />
      ) : error && !members ? (
        <LoadError what="Members" error={error} onRetry={() => mutate()} />
      ) : !members?.length ? (
        <Empty>No members yet.</Empty>
      ) : (
        <List>
          {members.map((m) => {
            const selected = m.id === selectedId;
            return (
              <li key={m.id} data-selected={selected ? '' : undefined} data-testid="recent-member">
                <Avatar member={{ id: m.id, initials: initials(m) }} size={40} />
                <Who>
                  <strong>{fullName(m)}</strong>
                  <span title={m.email}>{m.email}</span>
                  <span>Joined {formatDate(m.createdAt)}</span>
                </Who>
                <WelcomeButton
                  $size="sm"
                  $variant={selected ? 'primary' : 'secondary'}
                  aria-pressed={selected}
                  onClick={() => onWelcome(m)}
                >
                  {selected ? <Check aria-hidden="true" /> : <Send aria-hidden="true" />} Welcome
                  <span className="visually-hidden"> {fullName(m)}</span>
                </WelcomeButton>
              </li>
            );
          })}
        </List>
      )}
    </PanelCard>
  );
}
