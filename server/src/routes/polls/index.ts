import type { FastifyPluginAsync } from 'fastify';
import multipart from '../../plugins/external/multipart.ts';
import { PollListQuerySchema } from '@cabinet/runtime/contract';
import { privateFileLinks } from '../../lib/file-link.ts';
import { fieldError, notFound } from '../../lib/http-error.ts';
import { pageOf, paginate } from '../../lib/paginate.ts';
import { routeId } from '../../lib/route-id.ts';
import { validate } from '../../lib/validate.ts';
import { currentUserId } from '../../plugins/app/auth.ts';
import { createPollsRepository, summaryResource } from '../../repositories/polls.ts';
import { pollResource } from '../../resources/poll-resource.ts';
import { setAnswersRoute } from './set-answers.ts';

const NOT_FOUND = 'Опрос не найден';

/** Polls with the current user's status, attempt and saved answers. */
const pollRoutes: FastifyPluginAsync = async (fastify) => {
  fastify.addHook('onRequest', fastify.authenticate);
  fastify.addHook('onRequest', fastify.requireVerifiedEmail);
  await fastify.register(multipart);
  const polls = createPollsRepository(fastify.db);

  fastify.get('/polls', async (request) => {
    const query = validate(PollListQuerySchema, request.query);
    const page = pageOf(query.page, query.per_page);
    const now = fastify.now().toISOString();
    const { total, rows } = polls.list(currentUserId(request), now, query.status, page.perPage, page.offset);
    return paginate(request, rows.map(summaryResource), total, page, query);
  });

  fastify.get('/polls/:id', async (request) => {
    const id = routeId(request.params, NOT_FOUND);
    const poll = pollResource(polls, currentUserId(request), id, fastify.now().toISOString(), privateFileLinks(request));
    if (!poll) throw notFound(NOT_FOUND);
    return { data: poll };
  });

  /**
   * Begins the user's attempt, or resumes it; a completed or closed poll
   * cannot be started. Never from a navigation of another site (403).
   */
  fastify.get('/polls/:id/start', { onRequest: fastify.refuseCrossSite }, async (request) => {
    const user = currentUserId(request);
    const id = routeId(request.params, NOT_FOUND);
    const now = fastify.now().toISOString();
    const summary = polls.find(user, id, now);
    if (!summary) throw notFound(NOT_FOUND);
    if (summary.status === 'completed') throw fieldError('poll', 'Вы уже прошли этот опрос');
    if (summary.status === 'closed') throw fieldError('poll', 'Опрос закрыт: приём ответов завершён');
    polls.start(id, user, now);
    const poll = pollResource(polls, user, id, now, privateFileLinks(request));
    if (!poll) throw notFound(NOT_FOUND);
    return { data: poll };
  });

  setAnswersRoute(fastify, polls);
};

export default pollRoutes;
