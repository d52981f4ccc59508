import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { appConfig } from '../../../lib/app-config.ts';
import { TERMS_LAST_MODIFIED, TERMS_OF_USE } from '../terms-of-use.ts';

export function TermsOfUseDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const fill = (text: string) => text.replaceAll('{product}', appConfig.productName);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Terms of Use"
      footer={<Button onClick={() => onOpenChange(false)}>Close</Button>}
    >
      <div className="space-y-4 text-sm leading-relaxed text-slate-700">
        {TERMS_OF_USE.map((section) => (
          <section key={section.heading}>
            <h3 className="mb-1 font-semibold text-slate-900">{section.heading}</h3>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 40)} className="mb-2">
                {fill(paragraph)}
              </p>
            ))}
          </section>
        ))}
        <p className="text-xs text-slate-500">Last modified: {TERMS_LAST_MODIFIED}</p>
      </div>
    </Dialog>
  );
}
