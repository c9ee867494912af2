import { Column } from 'typeorm';

/**
 * The columns every piece of content staff manage has (migration StaffTools): a draft state, a soft
 * delete (restorable for 30 days) and the time of the last change (an edit's precondition). The tables' partial
 * indexes on deleted_at are in the migration.
 */
export abstract class ManagedContent {
  /** False: a draft, never shown publicly. */
  @Column({ type: 'boolean', default: true })
  published: boolean;

  /** Set: archived (soft-deleted), hidden everywhere but the admin's "Archived" filter; purged after 30 days. */
  @Column({ name: 'deleted_at', type: 'timestamptz', nullable: true })
  deletedAt: Date | null;

  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' })
  updatedAt: Date;
}

/** A request staff handle in the inbox: when, by whom, with a note. */
export abstract class HandledRequest {
  @Column({ name: 'handled_at', type: 'timestamptz', nullable: true })
  handledAt: Date | null;

  @Column({ name: 'handled_by', type: 'text', nullable: true })
  handledBy: string | null;

  @Column({ name: 'handled_note', type: 'text', default: '' })
  handledNote: string;
}
