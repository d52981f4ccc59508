import type { AdviceTopic, Protocol } from '@triage/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { INPUT } from '../shared/console-ui.tsx';
import { addLocalTopic, addNugget, removeNugget, setNuggetText, setTopicTitle } from './protocol-draft-advice.ts';

type Change = (protocol: Protocol) => void;

/** One topic: its title and its advice (nuggets, HTML), each editable or removable, one added. */
function TopicEditor({ protocol, topic, onChange }: { protocol: Protocol; topic: AdviceTopic; onChange: Change }) {
  const name = topic.title.trim() || `new topic (id ${topic.id})`;
  return (
    <li className="flex flex-col gap-2 rounded-[var(--radius-app)] border border-slate-200 p-2 text-sm">
      <label className="flex flex-col gap-1">
        <span className="font-medium text-slate-800">Topic title{topic.id < 0 ? ' (local topic)' : ''}</span>
        <input
          className={INPUT}
          value={topic.title}
          onChange={(event) => onChange(setTopicTitle(protocol, topic.id, event.target.value))}
        />
      </label>
      <ol className="flex flex-col gap-2 pl-4">
        {topic.adviceNuggets.map((nugget, index) => (
          // Nuggets have no id: their place is their identity while editing.
          // biome-ignore lint/suspicious/noArrayIndexKey: nuggets are identified by position
          <li key={index} className="flex items-start gap-2">
            <label className="flex flex-1 flex-col gap-1">
              <span className="text-slate-700">
                {name}: advice {index + 1}
              </span>
              <textarea
                rows={2}
                className={INPUT}
                value={nugget.text}
                onChange={(event) => onChange(setNuggetText(protocol, topic.id, index, event.target.value))}
              />
            </label>
            <Button
              type="button"
              variant="outline"
              aria-label={`Remove ${name}: advice ${index + 1}`}
              onClick={() => onChange(removeNugget(protocol, topic.id, index))}
            >
              Remove
            </Button>
          </li>
        ))}
      </ol>
      <div>
        <Button type="button" variant="outline" onClick={() => onChange(addNugget(protocol, topic.id))}>
          Add advice to {name}
        </Button>
      </div>
    </li>
  );
}

/**
 * The draft's care advice by section — topics and their advice, a local topic added to a section —
 * and the reasons to call back (the topics marked so), edited the same way under their own heading.
 */
export function ProtocolAdviceEditor({ protocol, onChange }: { protocol: Protocol; onChange: Change }) {
  const sections = protocol.content.adviceSections;
  const callBack = sections.flatMap((section) => section.adviceTopics.filter((topic) => topic.isReasonsToCallBack));
  return (
    <div className="flex flex-col gap-4">
      <section aria-labelledby="protocol-care-advice" className="flex flex-col gap-3">
        <h2 id="protocol-care-advice" className="text-base font-semibold text-slate-900">
          Care advice
        </h2>
        {(sections.length > 0 ? sections : [{ title: 'Care Advice', adviceTopics: [] }]).map((section, index) => (
          <fieldset key={section.title} className="rounded-[var(--radius-app)] border border-slate-300 p-3">
            <legend className="px-1 text-sm font-semibold text-slate-900">{section.title}</legend>
            <ul className="flex flex-col gap-2">
              {section.adviceTopics
                .filter((topic) => !topic.isReasonsToCallBack)
                .map((topic) => (
                  <TopicEditor key={topic.id} protocol={protocol} topic={topic} onChange={onChange} />
                ))}
            </ul>
            <Button
              type="button"
              variant="outline"
              className="mt-3"
              onClick={() => onChange(addLocalTopic(protocol, index))}
            >
              Add a local topic to {section.title}
            </Button>
          </fieldset>
        ))}
      </section>
      <section aria-labelledby="protocol-call-back" className="flex flex-col gap-3">
        <h2 id="protocol-call-back" className="text-base font-semibold text-slate-900">
          Reasons to call back
        </h2>
        {callBack.length === 0 ? <p className="text-sm text-slate-600">This protocol has none.</p> : null}
        <ul className="flex flex-col gap-2">
          {callBack.map((topic) => (
            <TopicEditor key={topic.id} protocol={protocol} topic={topic} onChange={onChange} />
          ))}
        </ul>
      </section>
    </div>
  );
}
