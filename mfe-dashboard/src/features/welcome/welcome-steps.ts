import { type Account, WELCOME_PATH, WELCOME_STEPS, type WelcomeStepName } from '@cci/contracts';

/** Each step's heading and the one line under it. */
export const WELCOME_STEP_TEXT: Record<WelcomeStepName, { title: string; lead: string }> = {
  goals: { title: 'What brings you here?', lead: 'Your goals and what you know: mentors are suggested by them.' },
  profile: { title: 'Put a face to your name', lead: 'A photo and a few words help members know who they are talking to.' },
  people: { title: 'People and conversations', lead: 'Mentors who share your interests, and what your community is talking about.' },
  introduce: { title: 'Introduce yourself', lead: 'Say hello in your community’s welcome thread.' },
};

/** `/dashboard/welcome?step=<name>`: a step of the welcome (the checklist links to each). */
export const welcomePath = (step: WelcomeStepName) => `${WELCOME_PATH}?step=${step}`;

/** The step to show: the one the address names, else the furthest reached (the first when none was). */
export function currentStep(asked: string | null, reached: number): WelcomeStepName {
  if (asked && (WELCOME_STEPS as readonly string[]).includes(asked)) return asked as WelcomeStepName;
  return WELCOME_STEPS[Math.min(Math.max(reached, 1), WELCOME_STEPS.length) - 1];
}

export interface ChecklistItem {
  step: WelcomeStepName;
  label: string;
  done: boolean;
}

/** The dashboard's first-day checklist, from the account: what is done and what each item's step is. */
export function checklistOf(account: Account): ChecklistItem[] {
  return [
    { step: 'goals', label: 'Add your goals', done: account.goals.length > 0 },
    { step: 'profile', label: 'Add a photo', done: account.avatar !== null },
    { step: 'profile', label: 'Write a short bio', done: account.bio.trim() !== '' },
    { step: 'introduce', label: 'Introduce yourself', done: account.welcome.introduced },
  ];
}

/** A first draft of the introduction, from what the member told the welcome (they edit it before posting). */
export function introductionDraft(account: Account): string {
  const lines = [`Hi everyone, I'm ${account.firstName}.`];
  if (account.bio.trim()) lines.push(account.bio.trim());
  if (account.goals.length) lines.push(`I'm here to learn about ${account.goals.join(', ')}.`);
  if (account.expertise.length) lines.push(`I can help with ${account.expertise.join(', ')}.`);
  return lines.join('\n\n');
}
