import { CommunityEntity } from '../communities/community.entity';
import { EventEntity } from '../events/event.entity';

/** Every entity of the schema, for the app's and the CLI's data source. */
export const ENTITIES = [CommunityEntity, EventEntity];
