import { WELCOME_TEMPLATES } from './templates';

it('offers the seven welcome templates with readable names', () => {
  expect(WELCOME_TEMPLATES.map((t) => t.value)).toEqual([
    'entrepreneurs',
    'creatives',
    'educators',
    'seniors',
    'parents',
    'students',
    'health-fitness',
  ]);
  expect(WELCOME_TEMPLATES.find((t) => t.value === 'health-fitness')?.label).toBe('Health & Fitness');
});
