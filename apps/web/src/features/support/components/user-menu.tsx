import { ChevronDown, ChevronRight, CircleHelp, CircleUserRound, Info, LifeBuoy, LogOut, Palette } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { cn } from '../../../lib/cn.ts';
import { type AdminPage, adminPath, ROUTES } from '../../../lib/routes.ts';
import { AppColorMenu } from '../../preferences/index.ts';
import { useSessionOptions, useSessionStore } from '../../session/index.ts';
import { AboutDialog } from './about-dialog.tsx';
import { HelpDialog } from './help-dialog.tsx';
import { SupportResourcesDialog } from './support-resources-dialog.tsx';

const ADMIN_ITEMS: { page: AdminPage; label: string }[] = [
  { page: 'settings', label: 'Settings' },
  { page: 'customization', label: 'Customization' },
  { page: 'reports', label: 'Reports' },
];

/** The admin console opens in a tab of its own (the call stays where it is), at its sign-in when needed. */
function openAdminConsole(page: AdminPage, practiceId: string): void {
  window.open(adminPath(page, practiceId), '_blank', 'noopener');
}

type OpenDialog = 'about' | 'help' | 'support' | null;

/** A menu item: the pointer's highlight, and a focus ring when the keyboard moves to it. */
const ITEM = cn(
  'flex cursor-default items-center gap-2 rounded-md px-2 py-1.5 outline-none select-none',
  'data-[highlighted]:bg-slate-100 data-[disabled]:text-slate-400',
  'focus-visible:outline-solid focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary-600',
);
const LABEL = 'px-2 pt-2 pb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase';

function MenuItem({ icon, children, onSelect }: { icon: ReactNode; children: ReactNode; onSelect: () => void }) {
  return (
    <DropdownMenu.Item className={ITEM} onSelect={onSelect}>
      {icon}
      {children}
    </DropdownMenu.Item>
  );
}

/**
 * The user menu at the right of the tab bar (spec section 2): an Admin section (Settings,
 * Customization, Reports: the admin console of the practice, docs/admin.md) unless the session
 * option disableAdmin is set, then the App section: About, App Color, Help, Support Resources and
 * Sign Out.
 */
export function UserMenu() {
  const firstName = useSessionStore((state) => state.firstName);
  const practiceId = useSessionStore((state) => state.account?.practiceId ?? '');
  const options = useSessionOptions();
  const navigate = useNavigate();
  const [openDialog, setOpenDialog] = useState<OpenDialog>(null);
  const isAdminShown = options?.disableAdmin !== true;
  const dialogProps = (dialog: Exclude<OpenDialog, null>) => ({
    open: openDialog === dialog,
    onOpenChange: (open: boolean) => setOpenDialog(open ? dialog : null),
  });

  return (
    <>
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger asChild>
          <button
            type="button"
            className="flex items-center gap-1.5 rounded-[var(--radius-app)] px-2 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-primary-600"
          >
            <CircleUserRound aria-hidden="true" className="size-5 text-primary-700" />
            <span className="max-w-32 truncate">{firstName ?? 'User'}</span>
            <span className="sr-only">, User menu</span>
            <ChevronDown aria-hidden="true" className="size-4 text-slate-500" />
          </button>
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="end"
            sideOffset={4}
            collisionPadding={8}
            className="z-50 min-w-52 rounded-[var(--radius-app)] border border-slate-200 bg-white p-1 text-sm text-slate-800 shadow-lg"
          >
            {isAdminShown ? (
              <>
                <DropdownMenu.Label className={LABEL}>Admin</DropdownMenu.Label>
                {ADMIN_ITEMS.map(({ page, label }) => (
                  <DropdownMenu.Item
                    key={page}
                    className={cn(ITEM, 'pl-8')}
                    onSelect={() => openAdminConsole(page, practiceId)}
                  >
                    {label}
                  </DropdownMenu.Item>
                ))}
                <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
                <DropdownMenu.Label className={LABEL}>App</DropdownMenu.Label>
              </>
            ) : null}
            <MenuItem icon={<Info aria-hidden="true" className="size-4" />} onSelect={() => setOpenDialog('about')}>
              About
            </MenuItem>
            <DropdownMenu.Sub>
              <DropdownMenu.SubTrigger className={ITEM}>
                <Palette aria-hidden="true" className="size-4" />
                <span className="flex-1">App Color</span>
                <ChevronRight aria-hidden="true" className="size-4 text-slate-500" />
              </DropdownMenu.SubTrigger>
              <AppColorMenu />
            </DropdownMenu.Sub>
            <MenuItem
              icon={<CircleHelp aria-hidden="true" className="size-4" />}
              onSelect={() => setOpenDialog('help')}
            >
              Help
            </MenuItem>
            <MenuItem
              icon={<LifeBuoy aria-hidden="true" className="size-4" />}
              onSelect={() => setOpenDialog('support')}
            >
              Support Resources
            </MenuItem>
            <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
            <MenuItem
              icon={<LogOut aria-hidden="true" className="size-4" />}
              onSelect={() => void navigate(ROUTES.logout)}
            >
              Sign Out
            </MenuItem>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <AboutDialog {...dialogProps('about')} />
      <HelpDialog {...dialogProps('help')} />
      <SupportResourcesDialog {...dialogProps('support')} />
    </>
  );
}
