import type { MigrationInterface, QueryRunner } from 'typeorm';

const INDEXES = ['post_search_thread_chunks', 'post_search_reply_chunks'];

/**
 * The chunked search indexes write each post's entries into the index as it is posted (fastupdate off), instead of
 * into a pending list that every index scan reads whole until a vacuum merges it. A search scans these indexes once a
 * chunk, up to 75 times for a rare word at 1M replies, so a pending list is read that many times per search: after a
 * few hundred posts (24 pages), a rare word took 9.2 ms instead of 2.0, two topics in one community 15.5 ms instead
 * of 7.7. A post's own insert then updates its 30 or so entries, all in the newest chunk (a fraction of a ms).
 */
export class SearchChunksWithoutPendingList1764692000000 implements MigrationInterface {
  name = 'SearchChunksWithoutPendingList1764692000000';

  async up(q: QueryRunner): Promise<void> {
    for (const index of INDEXES) {
      await q.query(`ALTER INDEX "${index}" SET (fastupdate = off)`);
      // What is already pending goes into the index now (turning fastupdate off does not move it).
      await q.query(`SELECT gin_clean_pending_list('"${index}"'::regclass)`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const index of INDEXES) await q.query(`ALTER INDEX "${index}" RESET (fastupdate)`);
  }
}
