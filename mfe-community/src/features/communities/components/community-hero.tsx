import type { Community } from '@cci/contracts';
import { ButtonLink, Container, formatCount, media } from '@cci/shared-ui';
import { CommunityIcon } from '@cci/shared-ui/community-icon';
import { ArrowLeft, Users } from 'lucide-react';
import { Link } from '@cci/shared-ui/router';
import styled from 'styled-components';
import { ShareMenu } from './share-menu';

const Hero = styled.section<{ $color: string }>`
  position: relative;
  overflow: hidden;
  color: ${(p) => p.theme.color.onDark};
  background: ${(p) => p.$color};
  > img {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  /* A scrim under the text: even on phones, where the text covers the whole picture; a side fade from lg. */
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    background: ${(p) => p.theme.gradient.scrim};
  }
  ${media.lg} {
    &::after {
      background: linear-gradient(100deg, rgba(15, 23, 42, 0.86) 0%, rgba(15, 23, 42, 0.6) 55%, rgba(15, 23, 42, 0.25) 100%);
    }
  }
`;
const Inner = styled(Container)`
  position: relative;
  z-index: 1;
  display: grid;
  gap: ${(p) => p.theme.space(5)};
  padding-top: ${(p) => p.theme.space(10)};
  padding-bottom: ${(p) => p.theme.space(12)};
  ${media.md} {
    padding-top: ${(p) => p.theme.space(14)};
    padding-bottom: ${(p) => p.theme.space(16)};
  }
`;
const Back = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${(p) => p.theme.space(1.5)};
  width: fit-content;
  color: rgba(255, 255, 255, 0.85);
  font-size: ${(p) => p.theme.fontSize.sm};
  text-decoration: none;
  &:hover {
    color: ${(p) => p.theme.color.onDark};
    text-decoration: underline;
  }
  svg {
    width: 16px;
    height: 16px;
  }
`;
const TitleRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space(4)};
  h1 {
    color: ${(p) => p.theme.color.onDark};
    font-size: ${(p) => p.theme.fontSize['3xl']};
    font-weight: ${(p) => p.theme.fontWeight.extrabold};
    letter-spacing: -0.02em;
  }
  ${media.md} {
    h1 {
      font-size: ${(p) => p.theme.fontSize['5xl']};
    }
  }
`;
const IconTile = styled.span<{ $color: string }>`
  display: grid;
  place-items: center;
  flex: none;
  width: 56px;
  height: 56px;
  border-radius: ${(p) => p.theme.radius.lg};
  background: ${(p) => p.$color};
  border: 2px solid rgba(255, 255, 255, 0.5);
  box-shadow: ${(p) => p.theme.shadow.lg};
`;
const Description = styled.p`
  max-width: 62ch;
  font-size: ${(p) => p.theme.fontSize.lg};
  color: rgba(255, 255, 255, 0.9);
`;
const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${(p) => p.theme.space(4)};
`;
const Count = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${(p) => p.theme.space(2)};
  padding: ${(p) => p.theme.space(2)} ${(p) => p.theme.space(4)};
  border-radius: ${(p) => p.theme.radius.pill};
  background: rgba(255, 255, 255, 0.14);
  border: 1px solid rgba(255, 255, 255, 0.25);
  font-weight: ${(p) => p.theme.fontWeight.semibold};
  svg {
    width: 18px;
    height: 18px;
  }
`;

/** Spec §2 Community detail hero: image, name, icon, description, member count, and the share dropdown. */
export function CommunityHero({ community }: { community: Community }) {
  return (
    <Hero $color={community.color}>
      <img src={community.image} alt="" width={1200} height={675} />
      <Inner>
        <Back to="/community">
          <ArrowLeft aria-hidden="true" /> All communities
        </Back>
        <TitleRow>
          <IconTile $color={community.color}>
            <CommunityIcon name={community.icon} size={28} />
          </IconTile>
          <h1>{community.name}</h1>
        </TitleRow>
        <Description>{community.description}</Description>
        <Meta>
          <Count data-testid="member-count">
            <Users aria-hidden="true" /> {formatCount(community.memberCount)} members
          </Count>
          <ShareMenu communityName={community.name} />
          <ButtonLink to={`/community/${encodeURIComponent(community.slug)}/discussions`} $variant="light" data-testid="discussions-link">
            Discussions
          </ButtonLink>
        </Meta>
      </Inner>
    </Hero>
  );
}
