import { EVENT_REQUEST_COPY, WATCH_THIS_SPACE } from './events';

describe('Events copy (spec §2 Events)', () => {
  it('has the banner and the three teasers the spec names, in order', () => {
    expect(WATCH_THIS_SPACE.title).toBe('Watch This Space');
    expect(WATCH_THIS_SPACE.teasers.map((t) => t.title)).toEqual(['Networking Events', 'Workshops', 'Global Meetups']);
  });
  it('uses the spec strings of the form and its success box', () => {
    expect(EVENT_REQUEST_COPY).toMatchObject({ title: 'Request an Event', thanksTitle: 'Thank You!', again: 'Submit Another Request' });
  });
});
