// The RSVP choices and their labels, in a module of their own with no schema (no valibot): event lists and badges
// import RSVP_LABELS, and the package is side-effect free, so a page that only shows an RSVP does not download the
// validation library (the community page's first visit: 4 KB brotli).

/** What a member may ask for. A full event turns "going" into a waitlist place. */
export const RSVP_CHOICES = ['going', 'interested', 'not_going'] as const;
export type RsvpChoice = (typeof RSVP_CHOICES)[number];
/** What a member's RSVP is: a choice, or a place on the waitlist. */
export const RSVP_STATES = ['going', 'interested', 'not_going', 'waitlisted'] as const;
export type RsvpState = (typeof RSVP_STATES)[number];
export const RSVP_LABELS: Record<RsvpState, string> = {
  going: 'Going',
  interested: 'Interested',
  not_going: 'Not going',
  waitlisted: 'On the waitlist',
};
