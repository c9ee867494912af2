/** Copy of the Events page (spec §2 Events): the intro, the "Watch This Space" banner and the request form. */

export type EventTeaserIcon = 'networking' | 'workshops' | 'global';

export interface EventTeaser {
  icon: EventTeaserIcon;
  title: string;
  text: string;
}

export const EVENTS_INTRO = {
  eyebrow: 'Events',
  title: 'Meet the people behind the prompts',
  lead: "Our events programme is coming together, and you can help decide what's on it. Tell us the event you'd travel across town for, and we'll do our best to make it happen.",
} as const;

export const WATCH_THIS_SPACE = {
  title: 'Watch This Space',
  text: "We're planning our first season of community events right now. Here's a taste of what's on the way.",
  teasers: [
    {
      icon: 'networking',
      title: 'Networking Events',
      text: "Relaxed evenings to meet members from every community, swap what's really working with AI and find your next collaborator.",
    },
    {
      icon: 'workshops',
      title: 'Workshops',
      text: 'Hands-on sessions where you bring a real task and leave with a workflow that does it faster. No coding required.',
    },
    {
      icon: 'global',
      title: 'Global Meetups',
      text: "Online gatherings across time zones, so members everywhere can learn from one another's experiments, wins and lessons.",
    },
  ] satisfies readonly EventTeaser[],
} as const;

export const EVENT_REQUEST_COPY = {
  title: 'Request an Event',
  lead: 'Have an idea for a workshop, a meet-up or a weekend hackathon? Share the details and our events team will take it from there.',
  tipsTitle: 'What makes a great request',
  tips: [
    'A clear audience: who is it for, and what will they leave with?',
    'A format that fits: a 90-minute workshop, an evening panel or a weekend hackathon.',
    'A place: a city, a venue you know well, or simply “Online”.',
  ],
  nextTitle: 'What happens next',
  next: "We read every suggestion, group similar ideas together and reply by e-mail once we've reviewed yours.",
  thanksTitle: 'Thank You!',
  thanksText: "Your event suggestion is with our events team. We'll review it and get back to you soon at the e-mail address you gave us.",
  again: 'Submit Another Request',
} as const;
