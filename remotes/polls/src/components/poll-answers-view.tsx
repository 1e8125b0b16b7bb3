import type { Poll } from '@cabinet/runtime';
import { answerText, isFileAnswer } from '../lib/answers.ts';

/** The saved answers of a poll that takes no more: question, then answer. */
function PollAnswersView({ poll }: { poll: Poll }) {
  return (
    <section aria-labelledby="poll-answers" className="flex flex-col gap-3">
      <h2 id="poll-answers" className="text-lg font-semibold">
        Ваши ответы
      </h2>
      <dl className="grid gap-3">
        {poll.questions.map((question) => {
          const text = answerText(question);
          return (
            <div key={question.id} className="grid gap-1 rounded-xl border p-4">
              <dt className="font-medium">{question.text}</dt>
              <dd className={text === null ? 'text-muted-foreground' : undefined}>
                {isFileAnswer(question.answer) ? (
                  <a href={question.answer.url} target="_blank" rel="noopener noreferrer" className="underline-offset-4 hover:underline">
                    {question.answer.name}
                  </a>
                ) : (
                  (text ?? 'Нет ответа')
                )}
              </dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}

export { PollAnswersView };
