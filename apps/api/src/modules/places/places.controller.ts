import { Controller, Get, Param } from '@nestjs/common';
import { ApiOkResponse, ApiProperty, ApiTags } from '@nestjs/swagger';
import { Public } from '../../common/auth/access.decorator';
import { ApiError } from '../../common/errors/api-error';
import { PlacesService } from './places.service';

export class ZipPlaceView {
  @ApiProperty({ example: '10001' }) zip!: string;
  @ApiProperty({ example: 'New York' }) city!: string;
  @ApiProperty({ example: 'New York' }) county!: string;
  @ApiProperty({ example: 'NY', description: 'USPS state code' }) state!: string;
}

/** Address help for the public forms when no places-autocomplete key is configured. */
@ApiTags('places')
@Controller('places')
export class PlacesController {
  constructor(private readonly places: PlacesService) {}

  @Get('zip/:zip')
  @Public()
  @ApiOkResponse({ type: ZipPlaceView })
  async zip(@Param('zip') zip: string): Promise<ZipPlaceView> {
    if (!/^\d{5}$/.test(zip)) throw ApiError.notFound('ZIP code');
    const place = await this.places.byZip(zip);
    if (!place) throw ApiError.notFound('ZIP code');
    return place;
  }
}
