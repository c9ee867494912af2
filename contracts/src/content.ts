import type { MentorProfile } from './content-schemas';

/** Spec §4: bookable while current mentees is below the maximum. */
export const isFullyBooked = (m: Pick<MentorProfile, 'currentMentees' | 'maxMentees'>) => m.currentMentees >= m.maxMentees;

/** Spec §3: availability high, medium or low; any other value counts as low. */
export const availabilityLevel = (value: string): 'high' | 'medium' | 'low' => (value === 'high' || value === 'medium' ? value : 'low');
