import { Column, Entity, PrimaryGeneratedColumn, Unique } from 'typeorm';

/** Table `communities` (created by the initial migration); properties camelCase, columns snake_case. */
// Constraint names match the migration, so `migration:generate` finds no drift.
@Entity({ name: 'communities' })
@Unique('communities_slug_key', ['slug'])
export class CommunityEntity {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'communities_pkey' })
  id: number;

  @Column({ type: 'text' })
  slug: string;

  @Column({ type: 'text' })
  name: string;

  @Column({ type: 'text' })
  description: string;

  @Column({ type: 'text' })
  image: string;

  @Column({ type: 'text' })
  icon: string;

  @Column({ type: 'text' })
  color: string;

  @Column({ name: 'member_count', type: 'integer', default: 0 })
  memberCount: number;
}
