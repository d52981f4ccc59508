import type { Protocol } from '@triage/contracts';
import { useState } from 'react';
import { INPUT } from '../shared/console-ui.tsx';
import { setBackground, setDefinition, setKeywords } from './protocol-draft.ts';

/**
 * The draft's definition and background (HTML, checked at publish like imported content) and search keywords
 * (typed with commas; the typed text is kept while typing, the page remounts this on each load).
 */
export function ProtocolFieldsEditor({
  protocol,
  onChange,
}: {
  protocol: Protocol;
  onChange: (protocol: Protocol) => void;
}) {
  const [keywords, setTyped] = useState(protocol.keywords.join(', '));
  return (
    <div className="flex flex-col gap-3 text-sm">
      <label className="flex flex-col gap-1">
        <span className="font-medium text-slate-800">Definition (Use This Protocol For…)</span>
        <textarea
          rows={3}
          className={INPUT}
          value={protocol.content.definition}
          onChange={(event) => onChange(setDefinition(protocol, event.target.value))}
        />
      </label>
      <label className="flex flex-col gap-1">
        <span className="font-medium text-slate-800">Background</span>
        <textarea
          rows={3}
          className={INPUT}
          value={protocol.content.background ?? ''}
          onChange={(event) => onChange(setBackground(protocol, event.target.value))}
        />
      </label>
      <label className="flex flex-col gap-1">
        <span className="font-medium text-slate-800">Keywords</span>
        <span className="text-slate-600">Separated by commas; nurses find the protocol by them.</span>
        <input
          className={INPUT}
          value={keywords}
          onChange={(event) => {
            setTyped(event.target.value);
            onChange(setKeywords(protocol, event.target.value));
          }}
        />
      </label>
    </div>
  );
}
