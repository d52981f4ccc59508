import { ExternalLink, FileText, Phone } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { appConfig } from '../../../lib/app-config.ts';
import { useProtocolList } from '../../session/index.ts';
import { contentSetsOf } from '../about/about-format.ts';
import { contactPageUrl, indexDocumentLinks, resourcesPageUrl } from '../resources/support-links.ts';

export interface SupportResourcesDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

function openExternal(url: string): void {
  window.open(url, '_blank', 'noopener,noreferrer');
}

/**
 * Support Resources (spec section 2): View Resources, the protocol index documents the account's
 * content entitles it to, and Contact Us with the support phone line.
 */
export function SupportResourcesDialog({ open, onOpenChange }: SupportResourcesDialogProps) {
  const protocols = useProtocolList();
  const documents = indexDocumentLinks(contentSetsOf(protocols.data ?? []));
  const resourcesUrl = resourcesPageUrl();
  const contactUrl = contactPageUrl();
  const phoneHref = `tel:${appConfig.supportPhone.replace(/[^\d+]/g, '')}`;

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Support Resources"
      footer={<Button onClick={() => onOpenChange(false)}>Close</Button>}
    >
      <div className="flex flex-col gap-5 text-sm">
        {resourcesUrl ? (
          <section aria-labelledby="support-resources-heading" className="flex flex-col gap-2">
            <h3 id="support-resources-heading" className="font-semibold text-slate-900">
              Resources
            </h3>
            <p className="text-slate-700">Guides, training material and answers to common questions.</p>
            <div>
              <Button variant="outline" onClick={() => openExternal(resourcesUrl)}>
                <ExternalLink aria-hidden="true" className="size-4" />
                View Resources
              </Button>
            </div>
          </section>
        ) : null}
        {documents.length > 0 ? (
          <section aria-labelledby="support-index-heading" className="flex flex-col gap-2">
            <h3 id="support-index-heading" className="font-semibold text-slate-900">
              Anatomical Protocol Index
            </h3>
            <ul className="flex flex-col gap-1.5">
              {documents.map((indexDocument) => (
                <li key={indexDocument.id}>
                  <a
                    href={indexDocument.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex items-center gap-2 font-medium text-primary-700 underline-offset-2 hover:underline"
                  >
                    <FileText aria-hidden="true" className="size-4" />
                    {indexDocument.label}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <section aria-labelledby="support-contact-heading" className="flex flex-col gap-2">
          <h3 id="support-contact-heading" className="font-semibold text-slate-900">
            Contact Us
          </h3>
          <p className="flex items-center gap-2 text-slate-700">
            <Phone aria-hidden="true" className="size-4" />
            Support line:{' '}
            <a href={phoneHref} className="font-medium text-primary-700 underline-offset-2 hover:underline">
              {appConfig.supportPhone}
            </a>
          </p>
          {contactUrl ? (
            <div>
              <Button variant="outline" onClick={() => openExternal(contactUrl)}>
                <ExternalLink aria-hidden="true" className="size-4" />
                Contact Us
              </Button>
            </div>
          ) : null}
        </section>
      </div>
    </Dialog>
  );
}
