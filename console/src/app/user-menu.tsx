import {
  Avatar,
  Button,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
} from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { site } from '@console/config/site';
import { SwitchDialog } from '@console/features/session/components/switch-dialog';
import { useAppServices } from '@console/lib/app-services/app-services';
import { useSession, useSessionActor } from '@console/lib/session/session-context';

/** Avatar, name and the user's dropdown (SPEC.md §2). */
export function UserMenu() {
  const { t } = useTranslation('layout');
  const navigate = useNavigate();
  const { confirm } = useAppServices();
  const session = useSessionActor();
  const user = useSession((snapshot) => snapshot.context.session?.userInfo);
  const [switching, setSwitching] = useState(false);
  const logout = async () => {
    if (await confirm(t('userMenu.confirmLogout'))) session.send({ type: 'session.logout' });
  };
  return (
    <>
      <Menu>
        <MenuTrigger disableButtonEnhancement>
          <Button
            appearance="subtle"
            icon={<Avatar size={24} name={user?.user_name} image={{ src: user?.avatar || undefined }} />}
          >
            {user?.user_name}
          </Button>
        </MenuTrigger>
        <MenuPopover>
          <MenuList>
            <MenuItem onClick={() => void navigate('/wel/dashboard')}>{t('userMenu.dashboard')}</MenuItem>
            <MenuItem onClick={() => void navigate('/info/index')}>{t('userMenu.info')}</MenuItem>
            {site.switchMode && (
              <MenuItem onClick={() => setSwitching(true)}>{t('userMenu.switch')}</MenuItem>
            )}
            <MenuItem onClick={() => void logout()}>{t('userMenu.logout')}</MenuItem>
          </MenuList>
        </MenuPopover>
      </Menu>
      {switching && <SwitchDialog onClose={() => setSwitching(false)} />}
    </>
  );
}
