import { Badge, Container, Section, SectionTitle, media, usePageTitle } from '@cci/shared-ui';
import { CheckCircle2, Sparkles, Users } from 'lucide-react';
import styled from 'styled-components';
import { CenteredHero } from '../components/centered-hero';
import {
  ABOUT_CLAIMS,
  ABOUT_CLAIMS_TITLE,
  ABOUT_ILLUSTRATION,
  ABOUT_INTRO,
  ABOUT_MISSION,
  ABOUT_STORY,
  type AboutSection,
} from '../content/about';

const ABOUT_HERO_SPACING = { top: 14, bottom: 12, mdTop: 20, mdBottom: 16 };
const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${(p) => p.theme.space(2)};
  /* The page's two claims in figures (spec §2), so a little larger than an ordinary badge. */
  span {
    font-size: ${(p) => p.theme.fontSize.sm};
    padding: ${(p) => p.theme.space(1.5)} ${(p) => p.theme.space(4)};
    border-color: currentColor;
  }
`;
const StoryGrid = styled(Container)`
  display: grid;
  gap: ${(p) => p.theme.space(12)};
  align-items: center;
  ${media.lg} {
    grid-template-columns: 1.15fr 1fr;
    gap: ${(p) => p.theme.space(16)};
  }
`;
const Prose = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space(10)};
  section {
    display: grid;
    gap: ${(p) => p.theme.space(4)};
  }
  p {
    font-size: ${(p) => p.theme.fontSize.lg};
    line-height: 1.7;
    color: ${(p) => p.theme.color.text};
  }
`;
const Illustration = styled.img`
  width: 100%;
  height: auto;
  border-radius: ${(p) => p.theme.radius.xl};
  box-shadow: ${(p) => p.theme.shadow.lg};
`;
/** The last block before the footer, whose top margin already gives the space below. */
const ClaimsBand = styled(Section)`
  border-top: 1px solid ${(p) => p.theme.color.border};
  padding-bottom: 0;
`;
const Claims = styled.ul`
  display: grid;
  gap: ${(p) => p.theme.space(5)};
  margin: ${(p) => p.theme.space(8)} 0 0;
  padding: 0;
  list-style: none;
  ${media.md} {
    grid-template-columns: repeat(3, 1fr);
  }
  li {
    display: grid;
    align-content: start;
    gap: ${(p) => p.theme.space(3)};
    padding: ${(p) => p.theme.space(6)};
    border-radius: ${(p) => p.theme.radius.lg};
    border: 1px solid ${(p) => p.theme.color.border};
    background: ${(p) => p.theme.color.surface};
    box-shadow: ${(p) => p.theme.shadow.sm};
    line-height: 1.6;
  }
  li svg {
    width: 28px;
    height: 28px;
    color: ${(p) => p.theme.color.success};
  }
`;

function ProseSection({ id, section }: { id: string; section: AboutSection }) {
  return (
    <section aria-labelledby={id}>
      <SectionTitle id={id}>{section.title}</SectionTitle>
      {section.paragraphs.map((text) => (
        <p key={text.slice(0, 40)}>{text}</p>
      ))}
    </section>
  );
}

/** Spec §2 About (/about): story and mission, three claims, the "8 Communities" and "New Platform" badges. */
export default function AboutPage() {
  usePageTitle('About Us');
  const [communitiesBadge, newBadge] = ABOUT_INTRO.badges;
  return (
    <>
      <CenteredHero
        titleId="about-title"
        leadWidth="60ch"
        spacing={ABOUT_HERO_SPACING}
        badge={
          <Badges data-testid="about-badges">
            <Badge $tone="primary">
              <Users aria-hidden="true" /> {communitiesBadge}
            </Badge>
            <Badge $tone="accent">
              <Sparkles aria-hidden="true" /> {newBadge}
            </Badge>
          </Badges>
        }
        title={ABOUT_INTRO.title}
        lead={ABOUT_INTRO.lead}
      />
      <Section>
        <StoryGrid>
          <Prose>
            <ProseSection id="story-title" section={ABOUT_STORY} />
            <ProseSection id="mission-title" section={ABOUT_MISSION} />
          </Prose>
          <Illustration
            src={ABOUT_ILLUSTRATION.src}
            alt=""
            width={ABOUT_ILLUSTRATION.width}
            height={ABOUT_ILLUSTRATION.height}
            loading="lazy"
            decoding="async"
          />
        </StoryGrid>
      </Section>
      <ClaimsBand aria-labelledby="claims-title">
        <Container>
          <SectionTitle id="claims-title">{ABOUT_CLAIMS_TITLE}</SectionTitle>
          <Claims data-testid="about-claims">
            {ABOUT_CLAIMS.map((claim) => (
              <li key={claim}>
                <CheckCircle2 aria-hidden="true" />
                {claim}
              </li>
            ))}
          </Claims>
        </Container>
      </ClaimsBand>
    </>
  );
}
