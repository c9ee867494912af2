import { displayNameOf, initialsOf, type PostAuthor } from '@cci/contracts';

/**
 * A member as the author of something others read (a post, an entry, an RSVP, a mentor): the public form of their
 * name, their initials and photo, or null once the account is deleted (the UI says "Deleted member").
 */
export function postAuthor(id: number | null, firstName: string | null, lastName: string | null, avatar: string | null): PostAuthor | null {
  if (id === null || firstName === null || lastName === null) return null;
  return { id, displayName: displayNameOf(firstName, lastName), initials: initialsOf(firstName, lastName), avatar };
}
