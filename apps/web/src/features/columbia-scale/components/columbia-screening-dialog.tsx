/**
 * The C-SSRS screening dialog (spec sections 2 and 5). Its open status is the scale's modalOpen:
 * false, true (screening) or 'bypass' (opened by COPY while the screening is required).
 *
 * - Screening: the panel; Cancel clears the result (and the answers it comes from) and closes;
 *   Save Progress (no score yet) or Save (scored) closes keeping everything. Escape saves too, so
 *   no answer is lost by accident.
 * - Bypass: the bypass reason; Bypass Screening records it (only when valid) and closes; Continue
 *   C-SSRS clears the bypass and goes on with the screening; Save Progress / Save and Cancel as above.
 *
 * The reason is a draft until Bypass Screening: choosing one does not by itself count as a bypass
 * (a recorded reason makes the screening no longer required).
 */
import type { ColumbiaBypassReason } from '@triage/contracts';
import {
  bypassColumbiaScreening,
  type ColumbiaBypassError,
  cancelColumbiaScreening,
  clearColumbiaBypass,
  continueColumbiaScreening,
  initialColumbiaScale,
  isBypassScreeningOffered,
  saveColumbiaScreening,
  setColumbiaBypassReason,
  setColumbiaOtherReason,
  validateColumbiaBypass,
} from '@triage/core';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useCallStore } from '../../call/index.ts';
import { BypassReasonForm } from './bypass-reason-form.tsx';
import { ColumbiaScalePanel } from './columbia-scale-panel.tsx';

const SCREENING_TITLE = 'C-SSRS Screening';
const BYPASS_INTRO =
  'This protocol requires the C-SSRS screening before the call note is copied. Continue the screening, or bypass it with a reason.';

export function ColumbiaScreeningDialog() {
  const modalOpen = useCallStore((state) => state.columbiaScale.modalOpen);
  if (modalOpen === false) return null;
  // Keyed by mode: entering bypass mode starts a fresh draft.
  return <OpenScreeningDialog key={String(modalOpen)} />;
}

function OpenScreeningDialog() {
  const scale = useCallStore((state) => state.columbiaScale);
  const setColumbiaScale = useCallStore((state) => state.setColumbiaScale);
  const isBypassMode = isBypassScreeningOffered(scale);
  const [draft, setDraft] = useState(() => ({ ...initialColumbiaScale(), bypass: scale.bypass }));
  const [errors, setErrors] = useState<ColumbiaBypassError[]>([]);

  const cancel = () => setColumbiaScale(cancelColumbiaScreening);
  const save = () => setColumbiaScale(saveColumbiaScreening);
  const continueScreening = () =>
    setColumbiaScale((current) => clearColumbiaBypass(continueColumbiaScreening(current)));
  const bypass = () => {
    const problems = validateColumbiaBypass(draft.bypass);
    setErrors(problems);
    if (problems.length > 0) return;
    setColumbiaScale((current) => bypassColumbiaScreening({ ...current, bypass: draft.bypass }));
  };

  const saveLabel = scale.result.score === null ? 'Save Progress' : 'Save';
  const footer = isBypassMode ? (
    <>
      <Button variant="ghost" className="mr-auto" onClick={cancel}>
        Cancel
      </Button>
      <Button variant="outline" onClick={save}>
        {saveLabel}
      </Button>
      <Button variant="outline" onClick={continueScreening}>
        Continue C-SSRS
      </Button>
      <Button onClick={bypass}>Bypass Screening</Button>
    </>
  ) : (
    <>
      <Button variant="ghost" className="mr-auto" onClick={cancel}>
        Cancel
      </Button>
      <Button onClick={save}>{saveLabel}</Button>
    </>
  );

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) save();
      }}
      title={SCREENING_TITLE}
      description={isBypassMode ? BYPASS_INTRO : undefined}
      footer={footer}
    >
      {isBypassMode ? (
        <BypassReasonForm
          bypass={draft.bypass}
          errors={errors}
          onReasonChange={(reason: ColumbiaBypassReason | null) => {
            setDraft((current) => setColumbiaBypassReason(current, reason));
            setErrors([]);
          }}
          onOtherReasonChange={(text) => {
            setDraft((current) => setColumbiaOtherReason(current, text));
            setErrors([]);
          }}
        />
      ) : (
        <ColumbiaScalePanel />
      )}
    </Dialog>
  );
}
