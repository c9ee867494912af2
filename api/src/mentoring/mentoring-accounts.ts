import type { EntityManager } from 'typeorm';
import { db } from '../database/sql';
import {
  DECLINE_MENTOR_REQUESTS_SQL,
  DELETE_UNUSED_PROFILE_SQL,
  FREE_MENTEE_PLACES_SQL,
  WITHDRAW_MENTEE_REQUESTS_SQL,
} from './mentoring.queries';

/**
 * Mentoring's part of an account's deletion (me/account.service.ts, in its transaction, before the users row goes).
 * The member's mentorships stay with the other side (migration MentoringPairs): the mentee's id and
 * the member's messages and reviews become NULL ("Deleted member") with the row. Here:
 * - as a mentee: an accepted mentorship frees its place with the mentor, a waiting request is withdrawn;
 * - as a mentor: a waiting request is declined; the profile goes when no mentorship refers to it, and is otherwise kept
 *   for them (its user_id set NULL by the row's deletion, when a trigger takes it off every list and clears it).
 * Nothing more can be done in a mentorship whose other side is gone (MentoringService answers 409), so no counter moves
 * twice.
 */
export async function forgetMentoringMember(m: EntityManager, userId: number): Promise<void> {
  await db.exec(m, FREE_MENTEE_PLACES_SQL, [userId]);
  await db.exec(m, WITHDRAW_MENTEE_REQUESTS_SQL, [userId]);
  await db.exec(m, DECLINE_MENTOR_REQUESTS_SQL, [userId]);
  await db.exec(m, DELETE_UNUSED_PROFILE_SQL, [userId]);
}
