import type { EntityManager } from 'typeorm';

/**
 * Mentoring's part of an account's deletion (me/account.service.ts, in its transaction, before the users row goes).
 * The member's mentorships stay with the other side (issue 24 finding 13; migration MentoringPairs): the mentee's id and
 * the member's messages and reviews become NULL ("Deleted member") with the row. Here:
 * - as a mentee: an accepted mentorship frees its place with the mentor, a waiting request is withdrawn;
 * - as a mentor: a waiting request is declined; the profile goes when no mentorship refers to it, and is otherwise kept
 *   for them (its user_id set NULL by the row's deletion, when a trigger takes it off every list and clears it).
 * Nothing more can be done in a mentorship whose other side is gone (MentoringService answers 409), so no counter moves
 * twice.
 */
export async function forgetMentoringMember(m: EntityManager, userId: number): Promise<void> {
  await m.query(
    `UPDATE mentor_profiles mp SET current_mentees = greatest(current_mentees - 1, 0)
       FROM mentoring_requests q WHERE q.mentor_id = mp.id AND q.mentee_id = $1 AND q.status = 'accepted'`,
    [userId],
  );
  await m.query(`UPDATE mentoring_requests SET status = 'withdrawn', updated_at = now() WHERE mentee_id = $1 AND status = 'pending'`, [
    userId,
  ]);
  await m.query(
    `UPDATE mentoring_requests q SET status = 'declined', responded_at = now(), updated_at = now()
       FROM mentor_profiles mp WHERE mp.id = q.mentor_id AND mp.user_id = $1 AND q.status = 'pending'`,
    [userId],
  );
  await m.query(
    `DELETE FROM mentor_profiles mp WHERE mp.user_id = $1 AND NOT EXISTS (SELECT 1 FROM mentoring_requests q WHERE q.mentor_id = mp.id)`,
    [userId],
  );
}
