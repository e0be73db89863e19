import { Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Location } from './location.entity';
import { User } from './user.entity';

/**
 * A member's assignment to a location: a member sees and acts only at the locations assigned to them.
 * Owners and administrators have none and see every location.
 */
@Entity('user_locations')
@Index('user_locations_location_idx', ['locationId'])
export class UserLocation {
  @PrimaryColumn('uuid')
  userId!: string;

  @PrimaryColumn('int')
  locationId!: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @ManyToOne(() => Location, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'location_id' })
  location?: Location;
}
