import { signOutEverywhere, type CurrentUser } from '@shared/api/areas/system';
import type { MenuItem } from 'primereact/menuitem';
import { Button } from 'primereact/button';
import { Menu } from 'primereact/menu';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { apiCall } from '../../shared/api/api-client';
import { useSignOut } from '../../shared/hooks/use-sign-out';
import { isStaff } from '../../shared/user/current-user';

/** The account modal (password change with Amplify) loads when it is opened, not with every page. */
const AccountDataModal = lazy(() =>
  import('../../features/account/account-data-modal').then((m) => ({ default: m.AccountDataModal })),
);

/** The profile dropdown of the top header (01 §2.2): 'Данные', 'Рассылки', 'Выход'; staff also 'Выйти на всех устройствах'. */
export function ProfileMenu({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const menu = useRef<Menu>(null);
  const [dataOpen, setDataOpen] = useState(false);

  const items: MenuItem[] = [
    {
      template: () => (
        <div className="profile-menu-login" title={user.login}>
          {user.login}
        </div>
      ),
    },
    { separator: true },
    {
      label: t('profile.data'),
      icon: 'pi pi-id-card',
      // 01 §2.2 closes 'Данные' until saved data exists; it also holds the personal-data rights (consents,
      // the data download, the withdrawal), which a registered supplier has from its first day. So it opens
      // once there is a counterparty, and what needs saved data (the tender contacts) waits inside.
      disabled: !isStaff(user) && user.accountType === null,
      command: () => setDataOpen(true),
    },
    ...(isStaff(user)
      ? []
      : [
          {
            label: t('profile.mailings'),
            icon: 'pi pi-envelope',
            command: () => void navigate('/notifications'),
          },
        ]),
    { label: t('profile.logout'), icon: 'pi pi-sign-out', command: () => void signOut() },
    // Staff sessions are checked by the API on every call: the other devices' tokens stop working at once.
    ...(isStaff(user)
      ? [
          {
            label: t('profile.logoutEverywhere'),
            icon: 'pi pi-power-off',
            command: () =>
              void apiCall(signOutEverywhere).then(
                () => signOut(),
                () => undefined,
              ),
          },
        ]
      : []),
  ];

  return (
    <>
      <Menu model={items} popup ref={menu} id="profile-menu" className="profile-menu" />
      <Button
        type="button"
        icon="pi pi-user"
        label={t('profile.menu')}
        className="header-profile"
        severity="secondary"
        outlined
        onClick={(event) => menu.current?.toggle(event)}
        aria-controls="profile-menu"
        aria-haspopup
        data-testid="profile-menu"
      />
      {dataOpen && (
        <Suspense fallback={null}>
          <AccountDataModal
            login={user.login}
            supplier={!isStaff(user)}
            savedData={user.hasSavedData}
            onClose={() => setDataOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
