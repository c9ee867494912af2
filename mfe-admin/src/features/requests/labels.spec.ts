import { communityLabel, eventTypeLabel, timeSlotLabel } from './labels';

describe('request labels', () => {
  it('shows the labels the public forms offered', () => {
    expect(eventTypeLabel('panel')).toBe('Panel Discussion');
    expect(timeSlotLabel('midday')).toBe('Midday (12-2 PM GMT)');
    expect(communityLabel('health-fitness')).toBe('Health & Fitness');
  });
  it('keeps an unknown value as stored and shows a dash for none', () => {
    expect(communityLabel('financial-services')).toBe('financial-services');
    expect(eventTypeLabel(null)).toBe('—');
  });
});
