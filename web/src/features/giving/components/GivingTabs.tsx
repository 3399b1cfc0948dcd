import { GIVING_TABS } from '@contracts/routes';
import { PageToggle } from '~/shared/ui/PageToggle';

/** The Donate / Membership tabs at the top of both giving pages; the current one is marked. */
export function GivingTabs() {
  return <PageToggle label="Donate or Membership" options={GIVING_TABS} />;
}
