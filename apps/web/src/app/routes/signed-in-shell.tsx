/** The signed-in shell with its user menu: a chunk of its own, loaded by the router after sign-in. */
import { AppShell } from '../../features/shell/index.ts';
import { UserMenu } from '../../features/support/index.ts';

export function SignedInShell() {
  return <AppShell userMenu={<UserMenu />} />;
}
