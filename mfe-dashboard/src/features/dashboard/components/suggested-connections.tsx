import { Button } from '@cci/shared-ui';
import { UserPlus, Users } from 'lucide-react';
import styled from 'styled-components';
import { SUGGESTED_CONNECTIONS } from '../../../content/sidebar';
import { initialsOf } from '../dashboard-view';
import { InitialsAvatar } from './avatar';
import { Panel } from './panel';
import { SideList, Small } from './side-list';

const ConnectButton = styled(Button)`
  justify-self: start;
  margin-top: ${(p) => p.theme.space(1.5)};
`;

/** Feed, right column (spec §2): Suggested Connections. */
export function SuggestedConnections({ slug }: { slug: string }) {
  void slug;
  return (
    <Panel id="dashboard-connections" title="Suggested Connections" icon={<UserPlus aria-hidden="true" />} testId="suggested-connections">
      <SideList>
        {SUGGESTED_CONNECTIONS.map((c) => (
          <li key={c.name}>
            <InitialsAvatar $size={40}>{initialsOf(c.name)}</InitialsAvatar>
            <div>
              <strong>{c.name}</strong>
              <Small>{c.role}</Small>
              <Small>
                <Users aria-hidden="true" /> {c.mutual}
              </Small>
              <ConnectButton $variant="outline" $size="sm">
                <UserPlus aria-hidden="true" /> Connect<span className="visually-hidden"> with {c.name}</span>
              </ConnectButton>
            </div>
          </li>
        ))}
      </SideList>
    </Panel>
  );
}
