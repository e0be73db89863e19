import { Body, Controller, Get, HttpCode, Param, Patch, Post, UploadedFile, UploadedFiles as Files, UseInterceptors } from '@nestjs/common';
import { FileFieldsInterceptor, FileInterceptor } from '@nestjs/platform-express';
import { ApiBody, ApiConsumes, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { memoryStorage } from 'multer';
import { UPLOAD_LIMITS } from '@clearhire/contracts';
import { Authenticated, Public } from '../../common/auth/access.decorator';
import { CurrentActor, UserAgent } from '../../common/auth/current-session.decorator';
import type { Actor } from '../../common/auth/session';
import { UuidParam } from '../../common/http/path-ids';
import { CreatedResponse } from '../../common/http/created-response';
import { I9LinkStatus, I9SubmissionDto, I9SubmissionForm, Section2Response } from './i9.dto';
import { I9Service, type UploadedFiles } from './i9.service';
import { Section2Dto } from './section2.dto';
import { Section2Service } from './section2.service';
import { ReverificationLinkStatus, ReverificationUploadDto, ReverificationUploadForm } from './supplement-b.dto';
import { SupplementBService } from './supplement-b.service';

@ApiTags('forms')
@Controller('forms')
export class I9Controller {
  constructor(
    private readonly i9: I9Service,
    private readonly section2: Section2Service,
    private readonly supplementB: SupplementBService,
  ) {}

  @Get('i9/:url')
  @Public()
  @ApiOkResponse({ type: I9LinkStatus })
  linkStatus(@Param('url') url: string, @CurrentActor() actor: Actor): Promise<I9LinkStatus> {
    return this.i9.linkView(url, actor);
  }

  @Post('i9')
  @HttpCode(201)
  @Public({ recaptcha: true })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: I9SubmissionForm })
  @ApiCreatedResponse({ type: CreatedResponse })
  @UseInterceptors(
    FileFieldsInterceptor(
      [
        { name: 'listA', maxCount: 1 },
        { name: 'listB', maxCount: 1 },
        { name: 'listC', maxCount: 1 },
      ],
      // Files stay in memory (5 MB at most each) and are encrypted before they touch the disk.
      { storage: memoryStorage(), limits: { fileSize: UPLOAD_LIMITS.maxBytes, files: 3, fields: 40, fieldSize: 8 * 1024, parts: 50 } },
    ),
  )
  async submit(
    @Body() dto: I9SubmissionDto,
    @Files() files: UploadedFiles | undefined,
    @CurrentActor() actor: Actor,
    @UserAgent() userAgent: string | null,
  ): Promise<CreatedResponse> {
    return { id: await this.i9.submit(dto, files ?? {}, actor, userAgent) };
  }

  @Get('reverification/:url')
  @Public()
  @ApiOkResponse({ type: ReverificationLinkStatus })
  reverificationLinkStatus(@Param('url') url: string): Promise<ReverificationLinkStatus> {
    return this.supplementB.linkStatus(url);
  }

  /** The employee's new document for Supplement B, through the private link: one use, until it expires. */
  @Post('reverification')
  @HttpCode(201)
  @Public({ recaptcha: true })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: ReverificationUploadForm })
  @ApiCreatedResponse({ type: CreatedResponse })
  @UseInterceptors(
    FileInterceptor('document', { storage: memoryStorage(), limits: { fileSize: UPLOAD_LIMITS.maxBytes, files: 1, fields: 10, fieldSize: 8 * 1024, parts: 12 } }),
  )
  async reverificationUpload(@Body() dto: ReverificationUploadDto, @UploadedFile() file: Express.Multer.File | undefined, @CurrentActor() actor: Actor): Promise<CreatedResponse> {
    return { id: await this.supplementB.upload(dto, file, actor) };
  }

  /**
   * Form I-9 Section 2, the specification's "Mark Verified": the company's own users for their
   * employees, or an administrator as the employer's authorized representative under its approved
   * ERD. 400 names every missing or refused field; 409 before Section 1 or once Section 2 is done.
   */
  @Patch(':employeeId/i9')
  @HttpCode(201)
  @Authenticated()
  @ApiCreatedResponse({ type: Section2Response })
  async markVerified(
    @Param('employeeId', new UuidParam('Employee')) employeeId: string,
    @Body() dto: Section2Dto,
    @CurrentActor() actor: Actor,
    @UserAgent() userAgent: string | null,
  ): Promise<Section2Response> {
    const { everifyCaseCreated } = await this.section2.complete(employeeId, dto, actor, userAgent);
    return { i9_status: 'verified', everify_case_created: everifyCaseCreated };
  }
}
