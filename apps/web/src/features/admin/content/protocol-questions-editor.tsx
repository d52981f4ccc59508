import type { Protocol, Question } from '@triage/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { INPUT } from '../shared/console-ui.tsx';
import {
  addLocalQuestion,
  moveQuestion,
  moveQuestionWithin,
  setQuestionText,
  toggleQuestionAdvice,
} from './protocol-draft.ts';

type Change = (protocol: Protocol) => void;

/** The question's care-advice links: one checkbox per topic of the protocol, folded away. */
function AdviceLinks({
  protocol,
  question,
  label,
  onChange,
}: {
  protocol: Protocol;
  question: Question;
  label: string;
  onChange: Change;
}) {
  const topics = protocol.content.adviceSections.flatMap((section) => section.adviceTopics);
  const linked = topics.filter((topic) => question.advice.includes(topic.id)).length;
  return (
    <details className="text-sm">
      <summary className="cursor-pointer text-slate-700">
        {label} care advice ({linked} linked)
      </summary>
      <fieldset className="mt-1 flex flex-col gap-1 pl-4">
        <legend className="sr-only">{label} care advice</legend>
        {topics.map((topic) => (
          <label key={topic.id} className="flex items-center gap-2">
            <input
              type="checkbox"
              checked={question.advice.includes(topic.id)}
              onChange={() => onChange(toggleQuestionAdvice(protocol, question.id, topic.id))}
            />
            <span>{topic.title || `Topic with no title (id ${topic.id})`}</span>
          </label>
        ))}
      </fieldset>
    </details>
  );
}

/**
 * The draft's triage questions by disposition: each question's text, disposition, position among
 * that disposition's questions and care-advice links, and a local question added to a disposition.
 * Questions are numbered through the protocol (their labels).
 */
export function ProtocolQuestionsEditor({ protocol, onChange }: { protocol: Protocol; onChange: Change }) {
  const dispositions = protocol.content.dispositions ?? [];
  let number = 0;
  return (
    <div className="flex flex-col gap-4">
      {dispositions.map((disposition) => (
        <fieldset key={disposition.id} className="rounded-[var(--radius-app)] border border-slate-300 p-3">
          <legend className="px-1 text-sm font-semibold text-slate-900">{disposition.title}</legend>
          <ol className="flex flex-col gap-3">
            {disposition.questions.map((question, index) => {
              number += 1;
              const label = `Question ${number}`;
              return (
                <li key={question.id} className="flex flex-col gap-1 text-sm">
                  <label className="flex flex-col gap-1">
                    <span className="font-medium text-slate-800">
                      {label} text{question.id < 0 ? ' (local question)' : ''}
                    </span>
                    <textarea
                      rows={2}
                      className={INPUT}
                      value={question.text}
                      onChange={(event) => onChange(setQuestionText(protocol, question.id, event.target.value))}
                    />
                  </label>
                  <div className="flex flex-wrap items-center gap-2">
                    <label className="flex items-center gap-2">
                      <span className="text-slate-700">{label} disposition</span>
                      <select
                        className={INPUT}
                        value={disposition.id}
                        onChange={(event) => onChange(moveQuestion(protocol, question.id, Number(event.target.value)))}
                      >
                        {dispositions.map((target) => (
                          <option key={target.id} value={target.id}>
                            {target.title}
                          </option>
                        ))}
                      </select>
                    </label>
                    <Button
                      type="button"
                      variant="outline"
                      aria-label={`Move ${label.toLowerCase()} up`}
                      disabled={index === 0}
                      onClick={() => onChange(moveQuestionWithin(protocol, question.id, -1))}
                    >
                      Up
                    </Button>
                    <Button
                      type="button"
                      variant="outline"
                      aria-label={`Move ${label.toLowerCase()} down`}
                      disabled={index === disposition.questions.length - 1}
                      onClick={() => onChange(moveQuestionWithin(protocol, question.id, 1))}
                    >
                      Down
                    </Button>
                  </div>
                  <AdviceLinks protocol={protocol} question={question} label={label} onChange={onChange} />
                </li>
              );
            })}
          </ol>
          <Button
            type="button"
            variant="outline"
            className="mt-3"
            onClick={() => onChange(addLocalQuestion(protocol, disposition.id))}
          >
            Add a local question to {disposition.title}
          </Button>
        </fieldset>
      ))}
    </div>
  );
}
