import type { AccountSettings } from '@contracts/accounts';
import { ChangeEmailSection } from './ChangeEmailSection';
import { ChangePasswordSection } from './ChangePasswordSection';
import { DeleteAccountSection, type DeletionReport } from './DeleteAccountSection';
import { BlockedMembersSection } from './BlockedMembersSection';
import { PreferencesSection } from './PreferencesSection';
import { MyDataSection, SessionsSection } from './SessionsAndDataSections';

interface SettingsSectionsProps {
  settings: AccountSettings;
  onEmailRequested: () => void;
  onDeleted: (report: DeletionReport) => void;
}

/** The account's sections, shown once the member's settings have loaded in the browser (their code loads with them). */
export default function SettingsSections({ settings, onEmailRequested, onDeleted }: SettingsSectionsProps) {
  return (
    <>
      <ChangePasswordSection userInputs={[settings.firstName, settings.lastName, settings.email]} />
      <ChangeEmailSection
        email={settings.email}
        emailConfirmed={settings.emailConfirmed}
        pendingEmail={settings.pendingEmail}
        onRequested={onEmailRequested}
      />
      <PreferencesSection initial={settings.emailPreferences} />
      <BlockedMembersSection />
      <SessionsSection />
      <MyDataSection />
      <DeleteAccountSection onDeleted={onDeleted} />
    </>
  );
}
