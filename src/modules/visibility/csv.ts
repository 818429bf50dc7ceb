import type { FastifyReply } from 'fastify';
import { sendCsv } from '../../lib/csv.js';
import type { VISIBILITY_TABLES } from './schemas.js';
import type { visibility } from './service.js';

type VisibilityData = Awaited<ReturnType<typeof visibility>>;

/** One table of the visibility figures as CSV: a spreadsheet holds one table per file. */
export function sendVisibilityCsv(reply: FastifyReply, data: VisibilityData, table: (typeof VISIBILITY_TABLES)[number]) {
  switch (table) {
    case 'sov':
      return sendCsv(reply, data.sov, ['name', 'isBrand', 'mentionRate', 'shareOfVoice'], 'visibility');
    case 'timeline':
      return sendCsv(reply, data.timeline, ['date', 'mentionRate', 'answers'], 'visibility-timeline');
    case 'byModel':
      return sendCsv(reply, data.byModel, ['model', 'answers', 'mentionRate'], 'visibility-by-model');
    case 'byTopic':
      return sendCsv(reply, data.byTopic, ['topicId', 'seed', 'answers', 'mentionRate'], 'visibility-by-topic');
    case 'byMarket':
      return sendCsv(reply, data.byMarket, ['market', 'answers', 'mentionRate'], 'visibility-by-market');
    case 'headline': {
      const headline = {
        answers: data.answers,
        mentionRate: data.mentionRate,
        mentionRateLow95: data.mentionRateCI95.low,
        mentionRateHigh95: data.mentionRateCI95.high,
        shareOfVoice: data.shareOfVoice,
        averagePosition: data.averagePosition,
        citationRate: data.citationRate,
        previousAnswers: data.previousPeriod?.answers,
        previousMentionRate: data.previousPeriod?.mentionRate,
        change: data.previousPeriod?.change,
        significant: data.previousPeriod?.significant,
      };
      return sendCsv(reply, [headline], Object.keys(headline) as (keyof typeof headline)[], 'visibility-headline');
    }
  }
}
