import { Skeleton, formatCount, media } from '@cci/shared-ui';
import { CommunityIcon } from '@cci/shared-ui/community-icon';
import { useCommunities } from '@cci/shared-ui/api';
import { ArrowRight } from 'lucide-react';
import { Link } from '@cci/shared-ui/router';
import styled, { css } from 'styled-components';
import { gridList } from '../../../components/list-styles';
import { LoadError } from '../../../components/load-error';

/** The footer's eight communities: a loading grid of the same shape, so the page below does not jump. */
const SKELETON_COUNT = 8;
/** Tiles and their skeletons share one height: stacked on phones, a single row from the small breakpoint. */
const tileHeight = css`
  height: 112px;
  ${media.sm} {
    height: 76px;
  }
`;

const Grid = styled.ul`
  ${gridList(3)}
  grid-template-columns: 1fr 1fr;
  ${media.md} {
    grid-template-columns: repeat(3, 1fr);
  }
  ${media.lg} {
    grid-template-columns: repeat(4, 1fr);
  }
`;
const Tile = styled(Link)`
  ${tileHeight}
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  align-content: center;
  gap: ${(p) => p.theme.space(2)};
  padding: 0 ${(p) => p.theme.space(3)};
  border-radius: ${(p) => p.theme.radius.lg};
  background: ${(p) => p.theme.color.surface};
  border: 1px solid ${(p) => p.theme.color.border};
  box-shadow: ${(p) => p.theme.shadow.sm};
  color: inherit;
  text-decoration: none;
  transition:
    border-color 150ms ease,
    box-shadow 150ms ease,
    transform 150ms ease;
  &:hover {
    border-color: ${(p) => p.theme.color.borderStrong};
    box-shadow: ${(p) => p.theme.shadow.md};
    transform: translateY(-2px);
  }
  &:hover > svg {
    color: ${(p) => p.theme.color.primary};
    transform: translateX(2px);
  }
  strong {
    display: block;
    color: ${(p) => p.theme.color.ink};
    font-size: ${(p) => p.theme.fontSize.sm};
    line-height: 1.3;
  }
  small {
    display: block;
    color: ${(p) => p.theme.color.subtle};
    font-size: ${(p) => p.theme.fontSize.xs};
  }
  > svg {
    display: none;
    width: 18px;
    height: 18px;
    color: ${(p) => p.theme.color.subtle};
    transition:
      transform 150ms ease,
      color 150ms ease;
  }
  ${media.sm} {
    grid-template-columns: auto minmax(0, 1fr) auto;
    align-items: center;
    gap: ${(p) => p.theme.space(3)};
    padding: 0 ${(p) => p.theme.space(4)};
    strong {
      font-size: ${(p) => p.theme.fontSize.base};
    }
    > svg {
      display: block;
    }
  }
`;
const TileSkeleton = styled(Skeleton)`
  ${tileHeight}
`;
const IconChip = styled.span<{ $color: string }>`
  display: grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border-radius: ${(p) => p.theme.radius.md};
  background: ${(p) => p.$color};
  color: ${(p) => p.theme.color.onDark};
  ${media.sm} {
    width: 44px;
    height: 44px;
  }
`;

/** Spec §2 AI Coach: the community grid, from GET /api/communities; each tile opens /community/<slug>. */
export function CoachCommunities() {
  const { data, error, mutate } = useCommunities();

  if (error) {
    return (
      <LoadError title="Communities could not be loaded" onRetry={() => mutate()}>
        {error.message}
      </LoadError>
    );
  }
  if (!data) {
    return (
      <Grid aria-busy="true" aria-label="Loading communities">
        {Array.from({ length: SKELETON_COUNT }, (_, i) => (
          <li key={i}>
            <TileSkeleton $radius="16px" data-testid="coach-community-skeleton" />
          </li>
        ))}
      </Grid>
    );
  }
  return (
    <Grid>
      {data.map((c) => (
        <li key={c.id}>
          <Tile to={`/community/${c.slug}`} data-testid="coach-community">
            <IconChip $color={c.color}>
              <CommunityIcon name={c.icon} size={22} />
            </IconChip>
            <span>
              <strong>{c.name}</strong>
              <small>{formatCount(c.memberCount)} members</small>
            </span>
            <ArrowRight aria-hidden="true" />
          </Tile>
        </li>
      ))}
    </Grid>
  );
}
