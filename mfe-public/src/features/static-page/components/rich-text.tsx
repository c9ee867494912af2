import { Link } from '@cci/shared-ui/router';
import { linkKind, parseInlineLinks } from '../../../lib/inline-links';

/** A string of static copy with its inline [label](href) links turned into real links. */
export function RichText({ text }: { text: string }) {
  return (
    <>
      {parseInlineLinks(text).map((segment, i) => {
        if (segment.href === undefined) return segment.text;
        switch (linkKind(segment.href)) {
          case 'route':
            return (
              <Link key={i} to={segment.href}>
                {segment.text}
              </Link>
            );
          case 'external':
            return (
              <a key={i} href={segment.href} target="_blank" rel="noopener noreferrer">
                {segment.text}
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            );
          default:
            return (
              <a key={i} href={segment.href}>
                {segment.text}
              </a>
            );
        }
      })}
    </>
  );
}
