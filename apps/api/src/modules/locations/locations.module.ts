import { Module } from '@nestjs/common';
import { LocationsController } from './locations.controller';
import { LocationsService } from './locations.service';

/** A company's locations (its hiring sites): listed for its users, managed by its owners. */
@Module({
  controllers: [LocationsController],
  providers: [LocationsService],
})
export class LocationsModule {}
