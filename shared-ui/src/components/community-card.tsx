import type { Community } from '@cci/contracts';
// The shared singleton's, by name: this entry is bundled into the apps that show community cards (the home page and
// /community), so that every other page's first visit does not load it with @cci/shared-ui.
import { CardImage, formatCount, Skeleton } from '@cci/shared-ui';
import { CommunityIcon } from './community-icon';
import { Users } from 'lucide-react';
import { Link } from '@cci/shared-ui/router';
import styled from 'styled-components';

const CardLink = styled(Link)`
  display: flex;
  flex-direction: column;
  height: 100%;
  background: ${(p) => p.theme.color.surface};
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: ${(p) => p.theme.radius.lg};
  overflow: hidden;
  text-decoration: none;
  color: inherit;
  box-shadow: ${(p) => p.theme.shadow.sm};
  transition:
    transform 180ms ease,
    box-shadow 180ms ease,
    border-color 180ms ease;
  &:hover {
    transform: translateY(-3px);
    box-shadow: ${(p) => p.theme.shadow.lg};
    border-color: ${(p) => p.theme.color.borderStrong};
  }
  &:hover img {
    transform: scale(1.04);
  }
`;
const Media = styled.div`
  position: relative;
  aspect-ratio: 16 / 9;
  background: ${(p) => p.theme.color.backgroundAlt};
  > div {
    position: absolute;
    inset: 0;
    overflow: hidden;
  }
  img {
    transition: transform 300ms ease;
  }
`;
const IconChip = styled.span<{ $color: string }>`
  position: absolute;
  z-index: 1;
  left: ${(p) => p.theme.space(4)};
  bottom: -20px;
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border-radius: ${(p) => p.theme.radius.md};
  background: ${(p) => p.$color};
  color: ${(p) => p.theme.color.onDark};
  border: 3px solid ${(p) => p.theme.color.surface};
  box-shadow: ${(p) => p.theme.shadow.md};
`;
const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(2)};
  flex: 1;
  padding: ${(p) => p.theme.space(8)} ${(p) => p.theme.space(5)} ${(p) => p.theme.space(5)};
  h3 {
    font-size: ${(p) => p.theme.fontSize.lg};
  }
  h3,
  p {
    overflow-wrap: anywhere;
  }
  p {
    color: ${(p) => p.theme.color.muted};
    font-size: ${(p) => p.theme.fontSize.sm};
    flex: 1;
  }
`;
const Members = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${(p) => p.theme.space(1.5)};
  margin-top: ${(p) => p.theme.space(2)};
  font-size: ${(p) => p.theme.fontSize.sm};
  font-weight: ${(p) => p.theme.fontWeight.semibold};
  color: ${(p) => p.theme.color.ink};
  svg {
    width: 16px;
    height: 16px;
    color: ${(p) => p.theme.color.primary};
  }
`;

/** One community: image, icon, name, description, member count with thousands separators (spec §2); opens its page. */
export function CommunityCard({ community }: { community: Community }) {
  return (
    <CardLink to={`/community/${community.slug}`} data-testid="community-card">
      <Media>
        <div>
          <CardImage src={community.image} tone={community.color} width={1200} height={675} loading="lazy" decoding="async" />
        </div>
        <IconChip $color={community.color}>
          <CommunityIcon name={community.icon} size={20} />
        </IconChip>
      </Media>
      <Body>
        <h3>{community.name}</h3>
        <p>{community.description}</p>
        <Members>
          <Users aria-hidden="true" /> {formatCount(community.memberCount)} members
        </Members>
      </Body>
    </CardLink>
  );
}

const SkeletonCard = styled.div`
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: ${(p) => p.theme.radius.lg};
  overflow: hidden;
  background: ${(p) => p.theme.color.surface};
  > div {
    display: grid;
    gap: ${(p) => p.theme.space(3)};
    padding: ${(p) => p.theme.space(8)} ${(p) => p.theme.space(5)} ${(p) => p.theme.space(5)};
  }
`;

/** The card's shape while the list loads, so the grid does not jump when the cards arrive. */
export function CommunityCardSkeleton() {
  return (
    <SkeletonCard data-testid="community-card-skeleton">
      <Skeleton $h="auto" $radius="0" style={{ aspectRatio: '16 / 9' }} />
      <div>
        <Skeleton $w="55%" $h="1.25rem" />
        <Skeleton />
        <Skeleton $w="80%" />
        <Skeleton $w="35%" />
      </div>
    </SkeletonCard>
  );
}

/** The responsive grid the cards sit in (community list, home, AI Coach page). */
export const CommunityCardGrid = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space(6)};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 260px), 1fr));
`;
