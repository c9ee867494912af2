import type { MemberProfile } from '@cci/contracts';
import { Badge, ButtonLink, Container, media, useIsBrowser, useSession } from '@cci/shared-ui';
import { Avatar } from '@cci/shared-ui/avatar';
import { CalendarDays, Clock, Pencil } from 'lucide-react';
import { Link } from '@cci/shared-ui/router';
import styled from 'styled-components';
import { FollowMember, MemberPoints, MemberSpotlights, MessageMember } from './member-engagement';
import { MemberPosts, MuteMember } from './member-posts';
import { Muted, Panel } from './profile-parts';

const Head = styled.header`
  padding: ${(p) => p.theme.space(10)} 0;
  background: ${(p) => p.theme.gradient.hero};
  box-shadow: inset 0 -1px 0 ${(p) => p.theme.color.border};
`;
const HeadInner = styled(Container)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${(p) => p.theme.space(5)};
  h1 {
    font-size: ${(p) => p.theme.fontSize['3xl']};
    font-weight: ${(p) => p.theme.fontWeight.extrabold};
    letter-spacing: -0.02em;
    overflow-wrap: anywhere;
  }
  ${media.md} {
    h1 {
      font-size: ${(p) => p.theme.fontSize['4xl']};
    }
  }
`;
const ProfileAvatar = styled(Avatar)`
  font-size: ${(p) => p.theme.fontSize['2xl']};
  box-shadow: ${(p) => p.theme.shadow.md};
  border: 3px solid ${(p) => p.theme.color.surface};
`;
const Edit = styled(ButtonLink)`
  ${media.sm} {
    margin-left: auto;
  }
`;
const Since = styled.p`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space(2)};
  margin-top: ${(p) => p.theme.space(1)};
  color: ${(p) => p.theme.color.muted};
  svg {
    width: 16px;
    height: 16px;
  }
`;
const Body = styled(Container)`
  display: grid;
  gap: ${(p) => p.theme.space(6)};
  padding-top: ${(p) => p.theme.space(8)};
  padding-bottom: ${(p) => p.theme.space(12)};
  ${media.lg} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
    align-items: start;
  }
`;
const Column = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space(6)};
`;
const Bio = styled.p`
  color: ${(p) => p.theme.color.text};
  line-height: 1.7;
  white-space: pre-line;
  overflow-wrap: anywhere;
`;
const Tags = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: inline-block;
    margin: 0 ${(p) => p.theme.space(2)} ${(p) => p.theme.space(2)} 0;
  }
  span {
    font-size: ${(p) => p.theme.fontSize.sm};
    padding: ${(p) => p.theme.space(1)} ${(p) => p.theme.space(3)};
    white-space: normal;
    overflow-wrap: anywhere;
  }
`;
const Facts = styled.dl`
  display: grid;
  gap: ${(p) => p.theme.space(4)};
  margin: 0;
  dt {
    display: grid;
    grid-template-columns: 16px 1fr;
    column-gap: ${(p) => p.theme.space(2)};
    align-items: center;
    font-size: ${(p) => p.theme.fontSize.sm};
    color: ${(p) => p.theme.color.muted};
  }
  dt svg {
    width: 16px;
    height: 16px;
    color: ${(p) => p.theme.color.accent};
  }
  dd {
    margin: ${(p) => p.theme.space(1)} 0 0 ${(p) => p.theme.space(6)};
    font-weight: ${(p) => p.theme.fontWeight.semibold};
    color: ${(p) => p.theme.color.ink};
    overflow-wrap: anywhere;
  }
`;
/** The member's local time: shown once in the browser (the server's clock would differ from the reader's). */
const LocalTime = styled.span`
  display: block;
  min-height: 1.5em;
  font-weight: ${(p) => p.theme.fontWeight.regular};
  color: ${(p) => p.theme.color.muted};
`;
const CommunityLinks = styled.ul`
  display: grid;
  gap: ${(p) => p.theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: block;
    padding: ${(p) => p.theme.space(3)} ${(p) => p.theme.space(4)};
    border: 1px solid ${(p) => p.theme.color.border};
    border-radius: ${(p) => p.theme.radius.md};
    color: ${(p) => p.theme.color.primaryHover};
    font-weight: ${(p) => p.theme.fontWeight.semibold};
    text-decoration: none;
  }
  a:hover {
    background: ${(p) => p.theme.color.primarySoft};
  }
`;

const MONTH_YEAR = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
/** "Joined November 2026" (in UTC, so the server's HTML and the browser agree). */
export const joinedLabel = (joinedAt: string) => `Joined ${MONTH_YEAR.format(new Date(joinedAt))}`;

function localTimeIn(timeZone: string): string | null {
  try {
    return new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', weekday: 'short' }).format(new Date());
  } catch {
    return null;
  }
}

/** A member's public profile: never the e-mail or the full last name (the API does not send them). */
export function MemberProfileView({ profile }: { profile: MemberProfile }) {
  const browser = useIsBrowser();
  const { user } = useSession();
  const own = user?.id === profile.id; // the member looking at their own profile (known once the session is read)
  const localTime = browser && profile.timeZone ? localTimeIn(profile.timeZone) : null;
  return (
    <article aria-labelledby="member-name">
      <Head>
        <HeadInner>
          <ProfileAvatar member={profile} size={88} />
          <div>
            <h1 id="member-name">{profile.displayName}</h1>
            <Since>
              <CalendarDays aria-hidden="true" /> {joinedLabel(profile.joinedAt)}
            </Since>
          </div>
          {own && (
            <Edit to="/settings" $variant="outline" $size="sm">
              <Pencil aria-hidden="true" /> Edit profile
            </Edit>
          )}
          <FollowMember profile={profile} />
          <MessageMember profile={profile} />
          <MuteMember profile={profile} />
        </HeadInner>
      </Head>
      <Body>
        <Column>
          <Panel aria-labelledby="member-about">
            <h2 id="member-about">About</h2>
            {profile.bio ? <Bio>{profile.bio}</Bio> : <Muted>{profile.displayName} has not written a bio yet.</Muted>}
          </Panel>
          <Panel aria-labelledby="member-expertise">
            <h2 id="member-expertise">Expertise</h2>
            {profile.expertise.length > 0 ? (
              <Tags>
                {profile.expertise.map((tag) => (
                  <li key={tag}>
                    <Badge $tone="primary">{tag}</Badge>
                  </li>
                ))}
              </Tags>
            ) : (
              <Muted>No expertise listed yet.</Muted>
            )}
          </Panel>
          <MemberSpotlights profile={profile} />
          <MemberPosts profile={profile} />
        </Column>
        <Column>
          <MemberPoints profile={profile} />
          <Panel aria-labelledby="member-details">
            <h2 id="member-details">Details</h2>
            <Facts>
              <div>
                <dt>
                  <Clock aria-hidden="true" /> Time zone
                </dt>
                <dd>
                  {profile.timeZone ?? 'Not shared'}
                  {profile.timeZone && <LocalTime data-testid="member-local-time">{localTime && `${localTime} there now`}</LocalTime>}
                </dd>
              </div>
              <div>
                <dt>
                  <CalendarDays aria-hidden="true" /> Member since
                </dt>
                <dd>{MONTH_YEAR.format(new Date(profile.joinedAt))}</dd>
              </div>
            </Facts>
          </Panel>
          <Panel aria-labelledby="member-communities">
            <h2 id="member-communities">Communities</h2>
            {profile.communities.length > 0 ? (
              <CommunityLinks>
                {profile.communities.map((c) => (
                  <li key={c.slug}>
                    <Link to={`/community/${encodeURIComponent(c.slug)}`}>{c.name}</Link>
                  </li>
                ))}
              </CommunityLinks>
            ) : (
              <Muted>Not in a community yet.</Muted>
            )}
          </Panel>
        </Column>
      </Body>
    </article>
  );
}
