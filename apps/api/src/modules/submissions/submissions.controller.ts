import { Clock } from '@clearhire/server';
import { AcceptsApiKey } from '../../common/auth/key-scope.decorator';
import { timeZoneOf } from '@clearhire/domain';
import type { Submission } from '@clearhire/db';
import { Body, Controller, Get, HttpCode, Param, Patch, Post, Query, Res, StreamableFile, UploadedFile, UseInterceptors } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiCreatedResponse, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import { AdminOnly, Authenticated, Public } from '../../common/auth/access.decorator';
import { CurrentActor, CurrentSession } from '../../common/auth/current-session.decorator';
import type { Actor, Session } from '../../common/auth/session';
import { UuidParam } from '../../common/http/path-ids';
import { PrescreeningCreated, PrescreeningDto } from './prescreening.dto';
import { DueList, HireDto, HireResponse, StatusChangeDto, StatusChangeForm, SubmissionDetail, SubmissionList, SubmissionListQuery } from './submissions.dto';
import { PageQuery } from '../../common/http/page';
import { presentDetail, presentDue, presentListItem } from './submission.presenter';
import { SubmissionsService } from './submissions.service';
import { DocumentsService } from '../files/documents.service';
import { DocumentUploadInterceptor } from '../files/document-upload.interceptor';
import { StateBatchDto } from './state-batch.dto';
import { StateBatchService } from './state-batch.service';
import { StateQueue, StateQueueQuery } from './state-queue.dto';
import { StateQueueService } from './state-queue.service';
import type { Response } from 'express';
import { PersonTimelineService } from '../timeline/person-timeline.service';

@ApiTags('submissions')
@Controller('submissions')
export class SubmissionsController {
  constructor(
    private readonly submissions: SubmissionsService,
    private readonly documents: DocumentsService,
    private readonly stateBatches: StateBatchService,
    private readonly stateQueue: StateQueueService,
    private readonly timelines: PersonTimelineService,
    private readonly clock: Clock,
  ) {}

  private async detailOf(submission: Submission, companyName: string, session: Session, actor: Actor): Promise<SubmissionDetail> {
    const [documents, history, corrections, employeeId, section1Differences, timeline] = await Promise.all([
      this.documents.listFor({ submissionId: submission.id }, session),
      this.submissions.statusHistory(submission.id),
      this.submissions.hireCorrections(submission.id),
      this.submissions.linkedEmployeeId(submission.id, session),
      this.submissions.section1Differences(submission),
      this.timelines.ofSubmission(submission.id, session, actor),
    ]);
    return { data: presentDetail(submission, companyName, documents, history, corrections, this.clock.todayIn(timeZoneOf(submission.company)), { employeeId, section1Differences }, timeline) };
  }

  @Post()
  @HttpCode(201)
  @Public({ recaptcha: true })
  @ApiCreatedResponse({ type: PrescreeningCreated })
  async create(@Body() dto: PrescreeningDto, @CurrentActor() actor: Actor): Promise<PrescreeningCreated> {
    const id = await this.submissions.create(dto, actor);
    return { id, redirect_url: await this.submissions.returnUrlAfter(dto, id) };
  }

  /**
   * One state's batch: a zip with the CSV of the requests and every 8850 and 9061 PDF; the pending
   * submissions in it are marked sent with the batch's channel in the same step.
   */
  @Post('state-batch')
  @HttpCode(200)
  @AdminOnly()
  @ApiProduces('application/zip')
  @ApiOkResponse({ schema: { type: 'string', format: 'binary' }, headers: { 'X-Marked-Sent': { description: 'How many pending submissions were marked sent', schema: { type: 'integer' } } } })
  async stateBatch(
    @Body() dto: StateBatchDto,
    @CurrentSession() session: Session,
    @CurrentActor() actor: Actor,
    @Res({ passthrough: true }) res: Response,
  ): Promise<StreamableFile> {
    const { filename, zip, marked } = await this.stateBatches.build(dto, session, actor);
    res.setHeader('X-Marked-Sent', String(marked));
    return new StreamableFile(zip, { type: 'application/zip', disposition: `attachment; filename="${filename}"`, length: zip.length });
  }

  @Get()
  @Authenticated()
  @AcceptsApiKey('submissions:read')
  @ApiOkResponse({ type: SubmissionList })
  async list(@Query() query: SubmissionListQuery, @CurrentSession() session: Session, @CurrentActor() actor: Actor): Promise<SubmissionList> {
    const { rows, count, counts } = await this.submissions.list(query, session, actor);
    return { data: rows.map(presentListItem), count, counts };
  }

  /** Hires due at the state agency within 7 days, or late. Declared before ':id' so "due" is not read as an id. */
  @Get('due')
  @Authenticated()
  @AcceptsApiKey('submissions:read')
  @ApiOkResponse({ type: DueList })
  async due(@Query() query: PageQuery, @CurrentSession() session: Session): Promise<DueList> {
    const { rows, count } = await this.submissions.dueList(query, session);
    return { data: rows.map((r) => presentDue(r)), count };
  }

  /**
   * One state's pending submissions, most urgent first, for an administrator to pick a state batch
   * from. Declared before ':id' so "state-queue" is not read as an id.
   */
  @Get('state-queue')
  @AdminOnly()
  @ApiOkResponse({ type: StateQueue })
  queue(@Query() query: StateQueueQuery): Promise<StateQueue> {
    return this.stateQueue.list(query);
  }

  @Get(':id')
  @Authenticated()
  @AcceptsApiKey('submissions:read')
  @ApiOkResponse({ type: SubmissionDetail })
  async detail(
    @Param('id', new UuidParam('Submission')) id: string,
    @CurrentSession() session: Session,
    @CurrentActor() actor: Actor,
  ): Promise<SubmissionDetail> {
    const { submission, companyName } = await this.submissions.findVisible(id, session, actor);
    return this.detailOf(submission, companyName, session, actor);
  }

  /**
   * An administrator sets the status with its evidence. JSON, or multipart form data when the proof
   * of sending goes with a 'sent' (the file part `proof`, checked as every upload).
   */
  @Patch(':id')
  @AdminOnly()
  @ApiConsumes('application/json', 'multipart/form-data')
  @ApiBody({ type: StatusChangeForm })
  @ApiOkResponse({ type: SubmissionDetail })
  @UseInterceptors(DocumentUploadInterceptor('proof'))
  async changeStatus(
    @Param('id', new UuidParam('Submission')) id: string,
    @Body() dto: StatusChangeDto,
    @UploadedFile() proof: Express.Multer.File | undefined,
    @CurrentActor() actor: Actor,
  ): Promise<SubmissionDetail> {
    const { submission, companyName } = await this.submissions.changeStatus(id, dto, actor, proof);
    return this.detailOf(submission, companyName, actor.session!, actor);
  }

  /**
   * The employer records the job offer and hire; the detail then shows the 28-day state deadline, and
   * `employee` what the hire did to the employee hired from it (added with `startI9`, first day moved or kept).
   */
  @Patch(':id/hire')
  @Authenticated()
  @ApiOkResponse({ type: HireResponse })
  async recordHire(
    @Param('id', new UuidParam('Submission')) id: string,
    @Body() dto: HireDto,
    @CurrentSession() session: Session,
    @CurrentActor() actor: Actor,
  ): Promise<HireResponse> {
    const { submission, companyName, employee } = await this.submissions.recordHire(id, dto, session, actor);
    return { ...(await this.detailOf(submission, companyName, session, actor)), employee };
  }
}
