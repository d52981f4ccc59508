import { firstAidHtml, hasFirstAid } from '@triage/core';
import { SafeHtml } from '../../../components/ui/safe-html.tsx';
import { useActiveProtocol } from '../../call/index.ts';
import { CONTENT_PROSE, PANEL_HEADING } from '../lib/prose.ts';

/** First Aid (spec section 2): the protocol's first aid HTML without the words FIRST AID. */
export function FirstAidPanel() {
  const active = useActiveProtocol();
  const firstAid = active?.content?.firstAid;
  if (!hasFirstAid(firstAid)) return null;
  return (
    <section aria-labelledby="first-aid-heading" className="max-w-3xl">
      <h3 id="first-aid-heading" className={PANEL_HEADING}>
        First Aid
      </h3>
      <SafeHtml
        html={firstAidHtml(firstAid)}
        className={`${CONTENT_PROSE} rounded-[var(--radius-app)] border-l-4 border-red-300 bg-red-50/50 px-3 py-2`}
      />
    </section>
  );
}
