/**
 * The Protocols tab's sub-tabs (spec section 2): Criteria always; Initial Assessment, Background
 * Info, First Aid and References once a protocol is chosen and only when it has that content.
 */
import type { ProtocolContent, SelectedProtocol } from '@triage/contracts';
import { hasFirstAid, parseInitialAssessment } from '@triage/core';
import { selectProtocolFirstToast } from '../../../components/ui/toast/index.ts';
import { ROUTES } from '../../../lib/routes.ts';
import type { SubTab } from '../../shell/index.ts';

export type ProtocolSectionId = 'initialAssessment' | 'background' | 'firstAid' | 'references';

interface ProtocolSection {
  id: ProtocolSectionId;
  label: string;
  path: string;
  /** The tooltip when the active protocol lacks this content. */
  missingReason: string;
}

const SELECT_A_PROTOCOL = 'Select a protocol';
const LOADING_PROTOCOL = 'Loading...';

const PROTOCOL_SECTIONS: readonly ProtocolSection[] = [
  {
    id: 'initialAssessment',
    label: 'Initial Assessment',
    path: ROUTES.protocols.initialAssessment,
    missingReason: 'No initial assessment questions available for this protocol',
  },
  {
    id: 'background',
    label: 'Background Info',
    path: ROUTES.protocols.backgroundInfo,
    missingReason: 'No background info available for this protocol',
  },
  {
    id: 'firstAid',
    label: 'First Aid',
    path: ROUTES.protocols.firstAid,
    missingReason: 'No first aid available for this protocol',
  },
  {
    id: 'references',
    label: 'References',
    path: ROUTES.protocols.references,
    missingReason: 'No references available for this protocol',
  },
];

function hasText(html: string | null | undefined): boolean {
  return (html ?? '').replace(/<[^>]*>|&nbsp;|\s/g, '') !== '';
}

/** True when the protocol content has this section's content. */
export function hasSection(content: ProtocolContent, section: ProtocolSectionId): boolean {
  switch (section) {
    case 'initialAssessment':
      return parseInitialAssessment(content.initialAssessmentQuestions).length > 0;
    case 'background':
      return hasText(content.background);
    case 'firstAid':
      return hasFirstAid(content.firstAid);
    case 'references':
      return content.references.length > 0;
  }
}

/** Why a section cannot be opened now, or null when it can. */
function sectionDisabledReason(
  active: Pick<SelectedProtocol, 'content'> | null,
  section: ProtocolSection,
): string | null {
  if (active === null) return SELECT_A_PROTOCOL;
  if (active.content === undefined) return LOADING_PROTOCOL;
  return hasSection(active.content, section.id) ? null : section.missingReason;
}

/** The strip of the Protocols tab for the active protocol. */
export function protocolSubTabs(active: Pick<SelectedProtocol, 'content'> | null): SubTab[] {
  return [
    { label: 'Criteria', to: ROUTES.protocols.criteria, isEnd: true },
    ...PROTOCOL_SECTIONS.map((section) => {
      const reason = sectionDisabledReason(active, section);
      return {
        label: section.label,
        to: section.path,
        isDisabled: reason !== null,
        disabledReason: reason,
        // Spec sections 2 and 5: a control disabled for want of a protocol says so when used.
        onDisabledUse: active === null ? selectProtocolFirstToast : undefined,
      };
    }),
  ];
}
