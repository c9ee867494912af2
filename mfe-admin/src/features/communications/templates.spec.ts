import { DEFAULT_TEMPLATE, WELCOME_TEMPLATES } from './templates';

it('offers the seven welcome templates with readable names, entrepreneurs by default', () => {
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
  expect(DEFAULT_TEMPLATE).toBe('entrepreneurs');
});
