import { Button, toast } from '@cci/shared-ui';
import { Avatar } from '@cci/shared-ui/avatar';
import { setMemberBlocked, useBlocks } from '@cci/shared-ui/api';
import { Link } from '@cci/shared-ui/router';
import styled from 'styled-components';
import { SettingsSection } from './settings-section';

const List = styled.ul`
  display: grid;
  gap: ${(p) => p.theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    align-items: center;
    gap: ${(p) => p.theme.space(3)};
  }
  a {
    flex: 1;
    min-width: 0;
    color: ${(p) => p.theme.color.ink};
    font-weight: ${(p) => p.theme.fontWeight.semibold};
  }
`;

/** Settings › Blocked members (issue 30 §3): whom the member blocked, each with Unblock. */
export function BlocksSection() {
  const { data, error } = useBlocks();
  const unblock = async (id: number, name: string) => {
    try {
      await setMemberBlocked(id, false);
      toast({ title: `You unblocked ${name}` });
    } catch (err) {
      toast({ title: 'Not done', description: (err as Error).message, variant: 'destructive' });
    }
  };
  return (
    <SettingsSection id="blocks" title="Blocked members" description="A blocked member cannot message you, and you cannot message them.">
      {error ? (
        <p role="alert">Your blocked members could not be loaded.</p>
      ) : !data ? null : !data.length ? (
        <p>You have not blocked anyone.</p>
      ) : (
        <List aria-label="Blocked members">
          {data.map(({ member }) => (
            <li key={member.id} data-testid="blocked-member">
              <Avatar member={member} size={32} />
              <Link to={`/members/${member.id}`}>{member.displayName}</Link>
              <Button $variant="outline" $size="sm" onClick={() => void unblock(member.id, member.displayName)}>
                Unblock <span className="visually-hidden">{member.displayName}</span>
              </Button>
            </li>
          ))}
        </List>
      )}
    </SettingsSection>
  );
}
