import type { AdviceTopic } from '@triage/contracts';
import type { TriageProtocol } from '../answers/index.ts';

/** A protocol whose care advice is shown and chosen: its content plus the simple-mode flags. */
export interface AdviceProtocol extends TriageProtocol {
  adviceDiscussed?: boolean | undefined;
  callbackDiscussed?: boolean | undefined;
}

/** One advice section as the care advice panel shows it. */
export interface AdviceSectionView {
  /** Unique among the sections of the view (index and title). */
  key: string;
  title: string;
  /** Visible topics, in display order, reasons-to-call-back topics merged and last. */
  topics: AdviceTopic[];
}
