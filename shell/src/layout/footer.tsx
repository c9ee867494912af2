import { Container, media } from '@cci/shared-ui';
import { FOOTER_COMMUNITIES } from '@cci/contracts';
import { AtSign, Briefcase, Camera, Users } from 'lucide-react';
import { Link } from '@cci/shared-ui/router';
import styled from 'styled-components';
import { BRAND_NAME } from './brand';

const Foot = styled.footer`
  margin-top: ${(p) => p.theme.space(16)};
  background: ${(p) => p.theme.color.footer};
  color: ${(p) => p.theme.color.footerText};
  a {
    color: ${(p) => p.theme.color.footerText};
    text-decoration: none;
  }
  a:hover {
    color: ${(p) => p.theme.color.onDark};
    text-decoration: underline;
  }
  :focus-visible {
    outline-color: ${(p) => p.theme.color.primaryLight};
  }
`;
const Grid = styled(Container)`
  display: grid;
  gap: ${(p) => p.theme.space(10)};
  padding-top: ${(p) => p.theme.space(14)};
  padding-bottom: ${(p) => p.theme.space(10)};
  grid-template-columns: 1fr 1fr;
  column-gap: ${(p) => p.theme.space(6)};
  > :first-child {
    grid-column: 1 / -1;
  }
  ${media.lg} {
    grid-template-columns: 1.6fr 1fr 1fr 1fr;
    > :first-child {
      grid-column: auto;
    }
  }
`;
const Blurb = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space(4)};
  align-content: start;
  strong {
    color: ${(p) => p.theme.color.onDark};
    font-size: ${(p) => p.theme.fontSize.lg};
  }
  p {
    font-size: ${(p) => p.theme.fontSize.sm};
    line-height: 1.7;
    max-width: 34ch;
  }
`;
const Socials = styled.ul`
  display: flex;
  gap: ${(p) => p.theme.space(2)};
  list-style: none;
  margin: 0;
  padding: 0;
  a {
    display: grid;
    place-items: center;
    width: 40px;
    height: 40px;
    border-radius: 50%;
    background: rgba(255, 255, 255, 0.08);
  }
  a:hover {
    background: rgba(255, 255, 255, 0.16);
  }
`;
const Column = styled.nav`
  h2 {
    color: ${(p) => p.theme.color.onDark};
    font-size: ${(p) => p.theme.fontSize.sm};
    text-transform: uppercase;
    letter-spacing: 0.08em;
    margin-bottom: ${(p) => p.theme.space(4)};
  }
  ul {
    display: grid;
    gap: ${(p) => p.theme.space(2.5)};
    list-style: none;
    margin: 0;
    padding: 0;
    font-size: ${(p) => p.theme.fontSize.sm};
  }
`;
const Bottom = styled(Container)`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space(4)};
  justify-content: space-between;
  padding-top: ${(p) => p.theme.space(6)};
  padding-bottom: ${(p) => p.theme.space(8)};
  border-top: 1px solid rgba(255, 255, 255, 0.1);
  font-size: ${(p) => p.theme.fontSize.sm};
`;

// Spec §2 Footer: social icons with placeholder links.
const SOCIALS = [
  { label: 'Follow us on X', icon: AtSign },
  { label: 'Join us on Facebook', icon: Users },
  { label: 'Connect on LinkedIn', icon: Briefcase },
  { label: 'Follow us on Instagram', icon: Camera },
];

const RESOURCES = [
  { to: '/ai-evolution', label: 'AI Evolution' },
  { to: '/prompt-engineering', label: 'Prompt Engineering Guide' },
  { to: '/ai-safety', label: 'AI Safety Guide' },
  { to: '/community-guidelines', label: 'Community Guidelines' },
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/terms-of-service', label: 'Terms of Service' },
];

export function Footer() {
  return (
    <Foot>
      <Grid>
        <Blurb>
          <strong>{BRAND_NAME}</strong>
          <p>
            Connect, Create, Innovate. A home for people from every walk of life to share their AI experiences, learn from one another and
            shape how AI works for their community.
          </p>
          <Socials aria-label="Social media">
            {SOCIALS.map(({ label, icon: Icon }) => (
              <li key={label}>
                <a href="#" aria-label={label} onClick={(e) => e.preventDefault()}>
                  <Icon size={18} aria-hidden="true" />
                </a>
              </li>
            ))}
          </Socials>
        </Blurb>
        <Column aria-labelledby="footer-communities">
          <h2 id="footer-communities">Communities</h2>
          <ul>
            {FOOTER_COMMUNITIES.map((c) => (
              <li key={c.slug}>
                <Link to={`/community/${c.slug}`}>{c.name}</Link>
              </li>
            ))}
          </ul>
        </Column>
        <Column aria-labelledby="footer-resources">
          <h2 id="footer-resources">Resources</h2>
          <ul>
            {RESOURCES.map((r) => (
              <li key={r.to}>
                <Link to={r.to}>{r.label}</Link>
              </li>
            ))}
          </ul>
        </Column>
        <Column aria-labelledby="footer-support">
          <h2 id="footer-support">Support</h2>
          <ul>
            <li>
              <Link to="/about">About Us</Link>
            </li>
            <li>
              <Link to="/events">Events</Link>
            </li>
            {/* Spec §2: the Contact Support link has no target. */}
            <li>
              <a href="#" onClick={(e) => e.preventDefault()}>
                Contact Support
              </a>
            </li>
            <li>
              <Link to="/admin">Admin Portal</Link>
            </li>
          </ul>
        </Column>
      </Grid>
      <Bottom>
        <span>© 2024 {BRAND_NAME}. All rights reserved.</span>
        <span>Connect, Create, Innovate</span>
      </Bottom>
    </Foot>
  );
}
