import { BADGE_INFO, type MemberProfile } from '@cci/contracts';
import { Badge, Button, ImageFrame, ResponsiveImage, Skeleton, toast, toastFailure, useSession } from '@cci/shared-ui';
import { setFollow, startConversation, useFollowing, useMemberPoints, useSpotlightsOfMember } from '@cci/shared-ui/api';
import { Link, useNavigate } from '@cci/shared-ui/router';
import { Award, MessageCircle, Star, UserCheck, UserPlus } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { Muted, Panel } from './profile-parts';

const Levels = styled.ul`
  display: grid;
  gap: ${(p) => p.theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: ${(p) => p.theme.space(2)};
  }
`;
const Badges = styled.ul`
  display: grid;
  gap: ${(p) => p.theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr);
    gap: ${(p) => p.theme.space(3)};
    align-items: center;
  }
  small {
    display: block;
    color: ${(p) => p.theme.color.muted};
  }
`;
const Medal = styled.span`
  display: grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border-radius: 50%;
  background: ${(p) => p.theme.color.primarySoft};
  color: ${(p) => p.theme.color.primaryHover};
`;
const Total = styled.p`
  font-size: ${(p) => p.theme.fontSize['2xl']};
  font-weight: ${(p) => p.theme.fontWeight.bold};
`;
const Story = styled.article`
  display: grid;
  gap: ${(p) => p.theme.space(2)};
  padding-bottom: ${(p) => p.theme.space(4)};
  border-bottom: 1px solid ${(p) => p.theme.color.border};
  h3 {
    font-size: ${(p) => p.theme.fontSize.lg};
  }
  p {
    white-space: pre-line;
    overflow-wrap: anywhere;
  }
`;
const DATE = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** A member's points and level in each community, and their badges, on their public profile. */
export function MemberPoints({ profile }: { profile: MemberProfile }) {
  const { data } = useMemberPoints(profile.id);
  return (
    <Panel aria-labelledby="member-points" data-testid="member-points">
      <h2 id="member-points">Points and badges</h2>
      {!data ? (
        <Skeleton $h="80px" />
      ) : (
        <>
          <Total>{data.total} XP</Total>
          {data.communities.length > 0 ? (
            <Levels>
              {data.communities.map((c) => (
                <li key={c.community.slug}>
                  <Link to={`/community/${c.community.slug}/leaderboard`}>{c.community.name}</Link>
                  <span>
                    Level {c.progress.level} · {c.total} XP{c.rank ? ` · #${c.rank}` : ''}
                  </span>
                </li>
              ))}
            </Levels>
          ) : (
            <Muted>{profile.displayName} has not earned points yet.</Muted>
          )}
          {data.badges.length > 0 ? (
            <Badges aria-label="Badges" data-testid="member-badges">
              {data.badges.map((b) => (
                <li key={b.badge}>
                  <Medal aria-hidden="true">
                    <Award size={20} />
                  </Medal>
                  <span>
                    <strong>{BADGE_INFO[b.badge].name}</strong>
                    <small>
                      {BADGE_INFO[b.badge].description} · {DATE.format(new Date(b.awardedAt))}
                    </small>
                  </span>
                </li>
              ))}
            </Badges>
          ) : (
            <Muted>No badges yet.</Muted>
          )}
        </>
      )}
    </Panel>
  );
}

/** A member's approved spotlights. Nothing when they have none. */
export function MemberSpotlights({ profile }: { profile: MemberProfile }) {
  const { data } = useSpotlightsOfMember(profile.id);
  if (!data || data.length === 0) return null;
  return (
    <Panel aria-labelledby="member-spotlights" data-testid="member-spotlights">
      <h2 id="member-spotlights">Spotlights</h2>
      {data.map((s) => (
        <Story key={s.id}>
          {s.featured && (
            <Badge $tone="warning">
              <Star size={12} aria-hidden="true" /> Featured
            </Badge>
          )}
          {s.image && (
            <ImageFrame>
              <ResponsiveImage src={s.image} sizes="(min-width: 820px) 640px, 100vw" alt="" loading="lazy" />
            </ImageFrame>
          )}
          <h3>{s.title}</h3>
          <p>{s.story}</p>
          {s.results && (
            <p>
              <strong>Results:</strong> {s.results}
            </p>
          )}
        </Story>
      ))}
    </Panel>
  );
}

/** "Follow" on another member's profile: their posts come first in my Feed. */
export function FollowMember({ profile }: { profile: MemberProfile }) {
  const { status, user } = useSession();
  const signedIn = status === 'authenticated' && user?.id !== profile.id;
  const { data } = useFollowing(signedIn);
  const [busy, setBusy] = useState(false);
  if (!signedIn || !data) return null;
  const following = data.ids.includes(profile.id);
  const toggle = async () => {
    setBusy(true);
    try {
      await setFollow(profile.id, !following);
      toast({ title: following ? `You unfollowed ${profile.displayName}` : `Following ${profile.displayName}` });
    } catch {
      toast({ variant: 'destructive', title: 'Something went wrong', description: 'Please try again.' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      $variant={following ? 'outline' : 'primary'}
      $size="sm"
      onClick={() => void toggle()}
      disabled={busy}
      aria-pressed={following}
      data-testid="follow-member"
    >
      {following ? <UserCheck aria-hidden="true" /> : <UserPlus aria-hidden="true" />} {following ? 'Following' : 'Follow'}
    </Button>
  );
}

/**
 * "Message" on another member's profile (issue 30 §3): opens the conversation with them (the existing one, or a new
 * one) at /messages/:id; a refusal (a block, no shared community, an unverified member) is said in a toast.
 */
export function MessageMember({ profile }: { profile: MemberProfile }) {
  const { status, user } = useSession();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  if (status !== 'authenticated' || user?.id === profile.id) return null;
  const open = async () => {
    setBusy(true);
    try {
      const conversation = await startConversation(profile.id);
      navigate(`/messages/${conversation.id}`);
    } catch (err) {
      toastFailure('No conversation', err);
      setBusy(false);
    }
  };
  return (
    <Button $variant="outline" $size="sm" onClick={() => void open()} disabled={busy} data-testid="message-member">
      <MessageCircle aria-hidden="true" /> Message
    </Button>
  );
}
