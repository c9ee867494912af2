import { Avatar } from '@cci/shared-ui/avatar';
import type { ArticleSearchHit, EventSearchHit, MemberSearchHit } from '@cci/contracts';
import { RelativeTime } from '@cci/forum-ui';
import { Link } from '@cci/shared-ui/router';
import { safeSnippet } from '../safe-snippet';
import { Hit, Meta, Snippet } from './search-hit';

/** A published event: its title to /events/:id, the matching snippet, when and where. */
export function EventHitCard({ hit }: { hit: EventSearchHit }) {
  return (
    <Hit data-testid="search-event">
      <h2>
        <Link to={`/events/${hit.id}`}>{hit.title}</Link>
      </h2>
      <Snippet dangerouslySetInnerHTML={{ __html: safeSnippet(hit.snippetHtml) }} />
      <Meta>
        <span>{hit.date}</span>
        <span>{hit.location}</span>
        {hit.community && <span>in {hit.community.name}</span>}
      </Meta>
    </Hit>
  );
}

/** An AI Evolution article: its title to /ai-evolution/:slug, the matching snippet, when. */
export function ArticleHitCard({ hit }: { hit: ArticleSearchHit }) {
  return (
    <Hit data-testid="search-article">
      <h2>
        <Link to={`/ai-evolution/${hit.slug}`}>{hit.title}</Link>
      </h2>
      <Snippet dangerouslySetInnerHTML={{ __html: safeSnippet(hit.snippetHtml) }} />
      <Meta>
        <span>Article</span>
        <RelativeTime iso={hit.createdAt} />
      </Meta>
    </Hit>
  );
}

/** A member: avatar and display name to /members/:id, and their expertise. */
export function MemberHitCard({ hit }: { hit: MemberSearchHit }) {
  return (
    <Hit data-testid="search-member">
      <Meta as="div">
        <Avatar member={hit} size={32} />
        <h2>
          <Link to={`/members/${hit.id}`}>{hit.displayName}</Link>
        </h2>
      </Meta>
      {hit.expertise.length > 0 && <Meta>{hit.expertise.join(' · ')}</Meta>}
    </Hit>
  );
}
