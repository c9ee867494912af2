import { Button, Skeleton, toast } from '@cci/shared-ui';
import { Avatar } from '@cci/shared-ui/avatar';
import { setFollow, useSuggestedConnections } from '@cci/shared-ui/api';

import { Link } from '@cci/shared-ui/router';
import { Check, UserPlus, Users } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { Panel } from './panel';
import { SideList, Small } from '../../../components/side-list';

const ConnectButton = styled(Button)`
  justify-self: start;
  margin-top: ${(p) => p.theme.space(1.5)};
`;

/**
 * Feed, right column (spec §2): members of the community who share my expertise. "Connect" follows them:
 * their posts then come first in my Feed.
 */
export function SuggestedConnections({ slug }: { slug: string }) {
  const { data, error } = useSuggestedConnections(slug);
  const [followed, setFollowed] = useState<number[]>([]);
  const connect = async (id: number, name: string) => {
    try {
      setFollowed((f) => [...f, id]);
      await setFollow(id, true);
      toast({ title: `Following ${name}`, description: 'Their posts now come first in your Feed.' });
    } catch {
      setFollowed((f) => f.filter((x) => x !== id));
      toast({ title: 'Could not connect', description: 'Please try again.', variant: 'destructive' });
    }
  };
  return (
    <Panel id="dashboard-connections" title="Suggested Connections" icon={<UserPlus aria-hidden="true" />} testId="suggested-connections">
      {!data && !error && <Skeleton $w="100%" $h="120px" $radius="8px" />}
      {data && data.length === 0 && <Small>No one to suggest yet: add expertise tags in your settings to find people like you.</Small>}
      {data && data.length > 0 && (
        <SideList>
          {data.map((c) => {
            const done = followed.includes(c.member.id);
            return (
              <li key={c.member.id}>
                <Avatar member={c.member} size={40} />
                <div>
                  <strong>
                    <Link to={`/members/${c.member.id}`}>{c.member.displayName}</Link>
                  </strong>
                  <Small>
                    <Users aria-hidden="true" /> {c.line}
                  </Small>
                  <ConnectButton
                    $variant="outline"
                    $size="sm"
                    disabled={done}
                    onClick={() => void connect(c.member.id, c.member.displayName)}
                  >
                    {done ? <Check aria-hidden="true" /> : <UserPlus aria-hidden="true" />} {done ? 'Following' : 'Connect'}
                    <span className="visually-hidden"> with {c.member.displayName}</span>
                  </ConnectButton>
                </div>
              </li>
            );
          })}
        </SideList>
      )}
    </Panel>
  );
}
