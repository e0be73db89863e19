import { Body, Controller, Headers, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiConsumes, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Public } from '../../common/auth/access.decorator';
import { CurrentActor } from '../../common/auth/current-session.decorator';
import type { Actor } from '../../common/auth/session';
import { SmsRepliesService, type InboundSms } from './sms-replies.service';

/** TwiML: the reply Twilio texts back, or an empty answer (no reply). */
function twiml(message: string | null): string {
  const escaped = message?.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return `<?xml version="1.0" encoding="UTF-8"?><Response>${escaped ? `<Message>${escaped}</Message>` : ''}</Response>`;
}

@ApiTags('sms')
@Controller('sms')
export class SmsController {
  constructor(private readonly replies: SmsRepliesService) {}

  /** The SMS provider's webhook for replies (Twilio: form-encoded From, Body; signed). */
  @Post('inbound')
  @HttpCode(200)
  @Public()
  @ApiConsumes('application/x-www-form-urlencoded')
  @ApiOkResponse({ description: 'TwiML: <Response> with the reply to text back, if any', content: { 'text/xml': { schema: { type: 'string' } } } })
  async inbound(
    @Req() req: Request,
    @Body() body: InboundSms,
    @Headers('x-twilio-signature') signature: string | undefined,
    @CurrentActor() actor: Actor,
    @Res({ passthrough: true }) res: Response,
  ): Promise<string> {
    const reply = await this.replies.receive(req.originalUrl, body ?? {}, signature, actor);
    res.type('text/xml');
    return twiml(reply);
  }
}
