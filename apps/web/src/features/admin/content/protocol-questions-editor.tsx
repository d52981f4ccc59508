import type { Protocol } from '@triage/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { INPUT } from '../shared/console-ui.tsx';
import { addLocalQuestion, moveQuestion, setQuestionText } from './protocol-draft.ts';

/**
 * The draft's triage questions by disposition: each question's text and disposition, and a local
 * question added to a disposition. Questions are numbered through the protocol (their labels).
 */
export function ProtocolQuestionsEditor({
  protocol,
  onChange,
}: {
  protocol: Protocol;
  onChange: (protocol: Protocol) => void;
}) {
  const dispositions = protocol.content.dispositions ?? [];
  let number = 0;
  return (
    <div className="flex flex-col gap-4">
      {dispositions.map((disposition) => (
        <fieldset key={disposition.id} className="rounded-[var(--radius-app)] border border-slate-300 p-3">
          <legend className="px-1 text-sm font-semibold text-slate-900">{disposition.title}</legend>
          <ol className="flex flex-col gap-3">
            {disposition.questions.map((question) => {
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
