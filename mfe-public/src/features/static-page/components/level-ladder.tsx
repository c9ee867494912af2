import { media, theme } from '@cci/shared-ui';
import styled from 'styled-components';
import type { LadderLevel } from '../../../content/static-document';
import { RichText } from './rich-text';

/** Each rung is a little more serious than the last: amber to red. */
const RUNG_COLOURS = [theme.color.amber, theme.color.orange, theme.color.danger];

const List = styled.ol`
  display: grid;
  gap: ${(p) => p.theme.space(4)};
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.md} {
    grid-auto-flow: column;
    grid-auto-columns: minmax(0, 1fr);
    gap: ${(p) => p.theme.space(6)};
  }
`;
const Rung = styled.li<{ $colour: string }>`
  position: relative;
  display: grid;
  align-content: start;
  gap: ${(p) => p.theme.space(2)};
  padding: ${(p) => p.theme.space(5)};
  border-radius: ${(p) => p.theme.radius.lg};
  border: 1px solid ${(p) => p.theme.color.border};
  box-shadow: ${(p) => p.theme.shadow.sm};
  /* The coloured strip along the top, clipped cleanly by the rounded corners. */
  background:
    linear-gradient(${(p) => p.$colour}, ${(p) => p.$colour}) top / 100% 5px no-repeat,
    ${(p) => p.theme.color.surface};
  small {
    font-size: ${(p) => p.theme.fontSize.xs};
    font-weight: ${(p) => p.theme.fontWeight.bold};
    letter-spacing: 0.06em;
    text-transform: uppercase;
    color: ${(p) => p.$colour};
  }
  strong {
    font-size: ${(p) => p.theme.fontSize.lg};
    color: ${(p) => p.theme.color.ink};
    line-height: ${(p) => p.theme.lineHeight.snug};
  }
  em {
    width: fit-content;
    font-style: normal;
    font-size: ${(p) => p.theme.fontSize.sm};
    font-weight: ${(p) => p.theme.fontWeight.semibold};
    padding: 2px ${(p) => p.theme.space(2.5)};
    border-radius: ${(p) => p.theme.radius.pill};
    background: ${(p) => p.theme.color.backgroundAlt};
    color: ${(p) => p.theme.color.ink};
  }
  p {
    font-size: ${(p) => p.theme.fontSize.sm};
    color: ${(p) => p.theme.color.muted};
  }
  /* The arrow to the next rung: downwards on phones, rightwards once the rungs sit side by side. */
  &:not(:last-child)::after {
    content: '↓';
    position: absolute;
    left: 50%;
    bottom: -${(p) => p.theme.space(4)};
    transform: translate(-50%, 50%);
    display: grid;
    place-items: center;
    width: 28px;
    height: 28px;
    border-radius: 50%;
    z-index: 1;
    background: ${(p) => p.theme.color.surface};
    border: 1px solid ${(p) => p.theme.color.border};
    color: ${(p) => p.theme.color.subtle};
    font-size: ${(p) => p.theme.fontSize.sm};
  }
  ${media.md} {
    &:not(:last-child)::after {
      content: '→';
      left: auto;
      right: -${(p) => p.theme.space(3)};
      top: 50%;
      bottom: auto;
      transform: translate(50%, -50%);
    }
  }
`;

/** An escalation ladder (community guidelines §4 enforcement): one rung after another, in order. */
export function LevelLadder({ label, levels }: { label: string; levels: readonly LadderLevel[] }) {
  return (
    <List aria-label={label}>
      {levels.map((level, i) => (
        <Rung key={level.title} $colour={RUNG_COLOURS[Math.min(i, RUNG_COLOURS.length - 1)]}>
          <small>Level {i + 1}</small>
          <strong>{level.title}</strong>
          {level.duration && <em>{level.duration}</em>}
          <p>
            <RichText text={level.text} />
          </p>
        </Rung>
      ))}
    </List>
  );
}
