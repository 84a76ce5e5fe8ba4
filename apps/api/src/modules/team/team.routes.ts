import { busyCalendarInputSchema } from '@lull/domain/busy-calendars';
import {
  busyCalendarStatusSchema,
  createdBlockSchema,
  deleteBlockQuerySchema,
  diaryBlockParamsSchema,
  diaryQuerySchema,
  diaryResponseSchema,
  teamMemberParamsSchema,
  teamMemberSchema,
  teamResponseSchema,
  teamScopeQuerySchema,
} from '@lull/domain/contracts/team';
import { diaryBlockInputSchema } from '@lull/domain/diary-blocks';
import { teamMemberInputSchema } from '@lull/domain/team';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { perAccount, requireUser, signedInFirst } from '../../shared/actor';
import type { AppContext } from '../../shared/app-context';
import { createDiaryService, type ReleaseLapsedHolds } from './diary.service';
import { removeBusyCalendarOf } from './remove-busy-calendar';
import { saveBusyCalendarOf } from './save-busy-calendar';
import { createTeamService } from './team.service';

const writeLimit = { rateLimit: { max: 300, timeWindow: '1 hour', hook: 'preHandler' as const, keyGenerator: perAccount } };

/** The salon's team and diary (decision 050). An admin names the business with `merchant_id`. */
export const teamRoutes: FastifyPluginAsyncZod<{ context: AppContext; releaseLapsedHolds: ReleaseLapsedHolds }> = async (app, { context, releaseLapsedHolds }) => {
  const team = createTeamService(context);
  const diary = createDiaryService(context, releaseLapsedHolds);
  const tags = ['team'];

  app.get(
    '/api/merchant/team',
    { schema: { tags, summary: "The business's team members, in the salon's order", querystring: teamScopeQuerySchema, response: { 200: teamResponseSchema } }, preValidation: signedInFirst },
    async (request) => team.list(requireUser(request), request.query.merchant_id),
  );

  app.post(
    '/api/merchant/team',
    {
      schema: { tags, summary: 'Add a team member', querystring: teamScopeQuerySchema, body: teamMemberInputSchema, response: { 201: teamMemberSchema } },
      config: writeLimit,
      preValidation: signedInFirst,
    },
    async (request, reply) => reply.status(201).send(await team.create(requireUser(request), request.body, request.query.merchant_id)),
  );

  app.put(
    '/api/merchant/team/:id',
    {
      schema: {
        tags,
        summary: "Change a team member (never stranding their upcoming bookings)",
        params: teamMemberParamsSchema,
        querystring: teamScopeQuerySchema,
        body: teamMemberInputSchema,
        response: { 200: teamMemberSchema },
      },
      config: writeLimit,
      preValidation: signedInFirst,
    },
    async (request) => team.update(requireUser(request), request.params.id, request.body, request.query.merchant_id),
  );

  app.delete(
    '/api/merchant/team/:id',
    {
      schema: { tags, summary: 'Delete a team member with no bookings', params: teamMemberParamsSchema, querystring: teamScopeQuerySchema, response: { 204: z.null() } },
      config: writeLimit,
      preValidation: signedInFirst,
    },
    async (request, reply) => {
      await team.remove(requireUser(request), request.params.id, request.query.merchant_id);
      return reply.status(204).send(null);
    },
  );

  // Busy calendars (decision 051): a member's, or the business's, other calendar, whose events block the diary.
  const busySummary = "Read a member's other calendar (its secret iCalendar address) into the diary as busy times; answers the first read's outcome";
  app.put(
    '/api/merchant/team/:id/busy-calendar',
    {
      schema: { tags, summary: busySummary, params: teamMemberParamsSchema, querystring: teamScopeQuerySchema, body: busyCalendarInputSchema, response: { 200: busyCalendarStatusSchema } },
      config: writeLimit,
      preValidation: signedInFirst,
    },
    async (request) => saveBusyCalendarOf(context, requireUser(request), request.params.id, request.body, request.query.merchant_id),
  );

  app.delete(
    '/api/merchant/team/:id/busy-calendar',
    {
      schema: { tags, summary: "Stop reading a member's other calendar (its busy times leave the diary)", params: teamMemberParamsSchema, querystring: teamScopeQuerySchema, response: { 204: z.null() } },
      config: writeLimit,
      preValidation: signedInFirst,
    },
    async (request, reply) => {
      await removeBusyCalendarOf(context, requireUser(request), request.params.id, request.query.merchant_id);
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/api/merchant/busy-calendar',
    {
      schema: {
        tags,
        summary: "Read the business's other calendar into the diary as busy times for everyone; answers the first read's outcome",
        querystring: teamScopeQuerySchema,
        body: busyCalendarInputSchema,
        response: { 200: busyCalendarStatusSchema },
      },
      config: writeLimit,
      preValidation: signedInFirst,
    },
    async (request) => saveBusyCalendarOf(context, requireUser(request), null, request.body, request.query.merchant_id),
  );

  app.delete(
    '/api/merchant/busy-calendar',
    {
      schema: { tags, summary: "Stop reading the business's other calendar", querystring: teamScopeQuerySchema, response: { 204: z.null() } },
      config: writeLimit,
      preValidation: signedInFirst,
    },
    async (request, reply) => {
      await removeBusyCalendarOf(context, requireUser(request), null, request.query.merchant_id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/merchant/diary',
    {
      schema: { tags, summary: "The team's bookings and blocks between two London dates (at most 42 days)", querystring: diaryQuerySchema, response: { 200: diaryResponseSchema } },
      preValidation: signedInFirst,
    },
    async (request) => diary.diary(requireUser(request), request.query),
  );

  app.post(
    '/api/merchant/diary/blocks',
    {
      schema: {
        tags,
        summary: 'Block time in the diary (one member or the whole business; weekly for a year)',
        querystring: teamScopeQuerySchema,
        body: diaryBlockInputSchema,
        response: { 201: createdBlockSchema },
      },
      config: writeLimit,
      preValidation: signedInFirst,
    },
    async (request, reply) => reply.status(201).send(await diary.createBlock(requireUser(request), request.body, request.query.merchant_id)),
  );

  app.delete(
    '/api/merchant/diary/blocks/:id',
    {
      schema: { tags, summary: 'Remove a block (series=true: and the later ones of its weekly series)', params: diaryBlockParamsSchema, querystring: deleteBlockQuerySchema, response: { 204: z.null() } },
      config: writeLimit,
      preValidation: signedInFirst,
    },
    async (request, reply) => {
      await diary.deleteBlock(requireUser(request), request.params.id, request.query.series, request.query.merchant_id);
      return reply.status(204).send(null);
    },
  );
};
