import { CreateArticleSchema, CreateEventSchema, CreateTrendSchema, validateWith } from '@cci/contracts';
import * as v from 'valibot';
import { eventFormErrors, toCreateArticle, toCreateEvent, toCreateTrend } from './create-payloads';

describe('create payloads (spec §5 Admin forms)', () => {
  it('an event: "None" community is null, an empty image is null, featured defaults to false', () => {
    const body = toCreateEvent({
      title: ' AI Pitch Night ',
      description: 'Founders meet investors',
      date: 'March 12, 2027 · 6:30 PM',
      location: 'London',
      communityId: '',
    });
    expect(body).toEqual({
      title: 'AI Pitch Night',
      description: 'Founders meet investors',
      date: 'March 12, 2027 · 6:30 PM',
      location: 'London',
      image: null,
      featured: false,
      communityId: null,
    });
    expect(v.safeParse(CreateEventSchema, body).success).toBe(true);
  });

  it('an event for a community sends its numeric id', () => {
    const body = toCreateEvent({
      title: 'T',
      date: 'Soon',
      location: 'Online',
      communityId: '3',
      featured: true,
      image: '/images/events/pitch.svg',
    });
    expect(body).toMatchObject({ communityId: 3, featured: true, image: '/images/events/pitch.svg' });
    expect(v.safeParse(CreateEventSchema, body).success).toBe(true);
  });

  it('an empty event form shows the required messages on the right fields', () => {
    expect(validateWith(CreateEventSchema)(toCreateEvent({}))).toEqual({
      title: 'Title is required',
      date: 'Date is required',
      location: 'Location is required',
    });
  });

  it('an event is created scheduled: its start and end read in the venue’s zone, the Date text written from the start (issue 30)', () => {
    const body = toCreateEvent({
      title: 'Berlin Meetup',
      description: 'An evening of demos',
      location: 'Berlin',
      startsAt: '2027-07-01T18:30',
      endsAt: '2027-07-01T21:00',
      timeZone: 'Europe/Berlin',
    });
    expect(body).toMatchObject({
      date: 'July 1, 2027 · 6:30 PM GMT+2',
      startsAt: '2027-07-01T16:30:00.000Z',
      endsAt: '2027-07-01T19:00:00.000Z',
      timeZone: 'Europe/Berlin',
    });
    expect(v.safeParse(CreateEventSchema, body).success).toBe(true);
    expect(
      eventFormErrors({
        title: 'Berlin Meetup',
        description: 'An evening',
        location: 'Berlin',
        startsAt: '2027-07-01T18:30',
        endsAt: '2027-07-01T18:00',
      }),
    ).toEqual({
      endsAt: 'End must be after the start',
    });
    expect(eventFormErrors({ title: 'T', description: 'An evening', location: 'Berlin', endsAt: '2027-07-01T18:00' })).toMatchObject({
      endsAt: 'An end needs a start',
    });
  });

  it('an article keeps its text and defaults featured to false', () => {
    const body = toCreateArticle({ title: 'The State of AI', excerpt: 'Short', content: 'Long text' });
    expect(body).toEqual({ title: 'The State of AI', excerpt: 'Short', content: 'Long text', image: null, featured: false });
    expect(v.safeParse(CreateArticleSchema, body).success).toBe(true);
  });

  it('a trend: non-numeric discussion count becomes 0, numbers are kept, blanks get the defaults', () => {
    expect(toCreateTrend({ title: 'Agents', discussionCount: 'lots' })).toEqual({
      title: 'Agents',
      icon: 'trending-up',
      color: '#4F46E5',
      discussionCount: 0,
      url: null,
      engagement: '',
      source: '',
      trendType: '',
    });
    expect(
      toCreateTrend({
        title: 'Agents',
        icon: 'bot',
        color: '#DB2777',
        discussionCount: '128',
        url: ' https://example.com/a ',
        source: 'HN',
      }),
    ).toEqual({
      title: 'Agents',
      icon: 'bot',
      color: '#DB2777',
      discussionCount: 128,
      url: 'https://example.com/a',
      engagement: '',
      source: 'HN',
      trendType: '',
    });
    expect(v.safeParse(CreateTrendSchema, toCreateTrend({ title: 'x', discussionCount: '' })).success).toBe(true);
    expect(validateWith(CreateTrendSchema)(toCreateTrend({ title: 'x', color: 'pink' }))).toEqual({
      color: 'Colour must be a hex colour like #4F46E5',
    });
  });
});
