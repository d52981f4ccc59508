import { SafeHtml } from '../../../components/ui/safe-html.tsx';
import { useActiveProtocol } from '../../call/index.ts';
import { CONTENT_PROSE, PANEL_HEADING } from '../lib/prose.ts';

/**
 * Background Information (spec section 2): the protocol's background as rich text — the call's
 * active protocol's, or the one given (the console's preview of a draft).
 */
export function BackgroundPanel({ background: given }: { background?: string | null }) {
  const active = useActiveProtocol();
  const background = given === undefined ? active?.content?.background : given;
  if (!background) return null;
  return (
    <section aria-labelledby="background-heading" className="max-w-3xl">
      <h3 id="background-heading" className={PANEL_HEADING}>
        Background Information
      </h3>
      <SafeHtml html={background} className={CONTENT_PROSE} />
    </section>
  );
}
