import { useQueryClient } from '@tanstack/react-query';
import { apiRequest, PollResponseSchema, type Poll, type SetAnswersBodyInput } from '@cabinet/runtime';
import { pollKeys } from './keys.ts';

const SET_ANSWERS_PATH = '/api/cabinet/polls/set-answer-questions';

interface SetPollAnswersInput extends SetAnswersBodyInput {
  /** Files of `file` questions, by question id: sent as `files[<question_id>]`. */
  files?: Readonly<Record<number, Blob>>;
}

/**
 * The multipart form of the same body: `poll_id`, `answers` as a JSON string,
 * `complete` if asked, and one part per file. The client sends this PUT as
 * POST + `_method=PUT`.
 */
function toPollAnswersFormData(body: SetAnswersBodyInput, files: Readonly<Record<number, Blob>>): FormData {
  const form = new FormData();
  form.append('poll_id', String(body.poll_id));
  form.append('answers', JSON.stringify(body.answers));
  // A form field is text: Laravel's `boolean` rule takes `1`/`0`, not "true".
  if (body.complete !== undefined) form.append('complete', typeof body.complete === 'boolean' ? (body.complete ? '1' : '0') : String(body.complete));
  for (const [questionId, file] of Object.entries(files)) form.append(`files[${questionId}]`, file);
  return form;
}

/**
 * `PUT /api/cabinet/polls/set-answer-questions`: saves answers (partial
 * saves are fine; `complete: true` insists that every required question is
 * answered) and returns the poll; 422 errors are keyed
 * `questions.<question_id>`. JSON without files, multipart with them.
 */
async function setPollAnswers({ files, ...body }: SetPollAnswersInput): Promise<Poll> {
  const hasFiles = files !== undefined && Object.keys(files).length > 0;
  const response = await apiRequest(SET_ANSWERS_PATH, PollResponseSchema, {
    method: 'PUT',
    body: hasFiles ? toPollAnswersFormData(body, files) : body,
  });
  return response.data;
}

/** `setPollAnswers` that puts the saved poll into its detail cache and refreshes the lists. */
function useSetPollAnswers(): (input: SetPollAnswersInput) => Promise<Poll> {
  const queryClient = useQueryClient();
  return async (input) => {
    const poll = await setPollAnswers(input);
    queryClient.setQueryData(pollKeys.detail(poll.id), poll);
    void queryClient.invalidateQueries({ queryKey: pollKeys.lists() });
    return poll;
  };
}

export { setPollAnswers, useSetPollAnswers };
export type { SetPollAnswersInput };
