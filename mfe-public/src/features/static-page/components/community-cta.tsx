import { ButtonLink, media } from '@cci/shared-ui';
import { ArrowRight, Users } from 'lucide-react';
import styled from 'styled-components';

const Box = styled.section`
  position: relative;
  overflow: hidden;
  display: grid;
  gap: ${(p) => p.theme.space(5)};
  align-items: center;
  padding: ${(p) => p.theme.space(8)} ${(p) => p.theme.space(6)};
  border-radius: ${(p) => p.theme.radius.xl};
  background: ${(p) => p.theme.gradient.brand};
  color: ${(p) => p.theme.color.onDark};
  box-shadow: ${(p) => p.theme.shadow.lg};
  ${media.md} {
    grid-template-columns: auto 1fr auto;
    padding: ${(p) => p.theme.space(10)};
    gap: ${(p) => p.theme.space(8)};
  }
  &::before {
    content: '';
    position: absolute;
    right: -80px;
    bottom: -140px;
    width: 320px;
    height: 320px;
    border-radius: 50%;
    background: rgba(255, 255, 255, 0.12);
  }
  > * {
    position: relative;
  }
  h2 {
    color: ${(p) => p.theme.color.onDark};
    font-size: ${(p) => p.theme.fontSize['2xl']};
    letter-spacing: -0.01em;
  }
  p {
    margin-top: ${(p) => p.theme.space(2)};
    max-width: 60ch;
    color: rgba(255, 255, 255, 0.92);
  }
  a {
    white-space: normal;
    text-align: center;
    line-height: 1.3;
  }
`;
const Tile = styled.span`
  display: grid;
  place-items: center;
  width: 56px;
  height: 56px;
  border-radius: ${(p) => p.theme.radius.lg};
  background: rgba(255, 255, 255, 0.18);
  border: 1px solid rgba(255, 255, 255, 0.35);
  svg {
    width: 28px;
    height: 28px;
  }
`;

/** The guide's closing call to action: the community where readers put it into practice (spec §2 Guide pages). */
export function CommunityCta({ slug, name, pitch }: { slug: string; name: string; pitch: string }) {
  return (
    <Box aria-labelledby="guide-community-title">
      <Tile>
        <Users aria-hidden="true" />
      </Tile>
      <div>
        <h2 id="guide-community-title">Put it into practice with the {name} community</h2>
        <p>{pitch}</p>
      </div>
      <ButtonLink to={`/community/${slug}`} $variant="light" $size="lg">
        Visit the {name} community <ArrowRight aria-hidden="true" />
      </ButtonLink>
    </Box>
  );
}
