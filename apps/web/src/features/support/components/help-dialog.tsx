import { type MouseEvent, useMemo, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { SkeletonLines } from '../../../components/ui/skeleton.tsx';
import {
  findModalTarget,
  INSTRUCTIONS_CLASS,
  MODAL_TARGET_ATTRIBUTE,
  MODAL_TITLE_ATTRIBUTE,
  modalTargetId,
  prepareInstructionsHtml,
  prepareModalHtml,
} from '../../../lib/instructions-html.ts';
import { useInstructions } from '../api/instructions.ts';
import { KeyboardShortcuts } from './keyboard-shortcuts.tsx';

/** @internal */
export const INSTRUCTIONS_ERROR = 'Error loading instructions';

interface InlineModal {
  title: string;
  html: string;
}

export interface HelpDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Help (spec section 2, 'Instructions panel'): the app instructions as sanitised rich text; three
 * placeholder bars while loading; 'Error loading instructions' on failure. A marked element opens
 * its linked content in an inline modal; a missing target only logs a warning. Under them, the
 * call's keyboard shortcuts.
 */
export function HelpDialog({ open, onOpenChange }: HelpDialogProps) {
  const instructions = useInstructions(open);
  const [modal, setModal] = useState<InlineModal | null>(null);
  const html = useMemo(
    () => (instructions.data === undefined ? '' : prepareInstructionsHtml(instructions.data)),
    [instructions.data],
  );

  const openModal = (event: MouseEvent<HTMLDivElement>) => {
    const container = event.currentTarget;
    if (!(event.target instanceof Element)) return;
    const trigger = event.target.closest(`[${MODAL_TARGET_ATTRIBUTE}]`);
    if (!trigger || !container.contains(trigger)) return;
    event.preventDefault();
    const id = modalTargetId(trigger);
    const target = findModalTarget(container, id);
    if (!target) {
      console.warn(`Instructions: no content for the modal '${id}'`);
      return;
    }
    const title =
      trigger.getAttribute(MODAL_TITLE_ATTRIBUTE) ??
      target.getAttribute(MODAL_TITLE_ATTRIBUTE) ??
      (trigger.textContent?.trim() || 'Details');
    setModal({ title, html: prepareModalHtml(target.innerHTML) });
  };

  let body: React.ReactNode;
  if (instructions.isError) body = <p className="text-sm text-red-700">{INSTRUCTIONS_ERROR}</p>;
  else if (instructions.data === undefined) body = <SkeletonLines lines={3} label="Loading instructions..." />;
  else {
    body = (
      // biome-ignore lint/a11y/noStaticElementInteractions: delegates clicks of the marked elements inside (keyboard users press the marked buttons)
      // biome-ignore lint/a11y/useKeyWithClickEvents: as above
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by prepareInstructionsHtml (DOMPurify allow-list)
      <div onClick={openModal} className={INSTRUCTIONS_CLASS} dangerouslySetInnerHTML={{ __html: html }} />
    );
  }

  return (
    <>
      <Dialog
        open={open}
        onOpenChange={onOpenChange}
        title="Help"
        footer={<Button onClick={() => onOpenChange(false)}>Close</Button>}
      >
        {body}
        <KeyboardShortcuts />
      </Dialog>
      <Dialog
        open={modal !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) setModal(null);
        }}
        title={modal?.title ?? ''}
        className="max-w-[600px]"
        footer={<Button onClick={() => setModal(null)}>Close</Button>}
      >
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by prepareModalHtml (DOMPurify allow-list) */}
        <div className={INSTRUCTIONS_CLASS} dangerouslySetInnerHTML={{ __html: modal?.html ?? '' }} />
      </Dialog>
    </>
  );
}
