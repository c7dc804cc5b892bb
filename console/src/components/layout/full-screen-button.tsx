import { FullScreenMaximizeRegular, FullScreenMinimizeRegular } from '@fluentui/react-icons';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '@console/components/icon-button/icon-button';

/** The full-screen toggle (SPEC.md §1); follows Esc and other ways out of full screen. */
export function FullScreenButton() {
  const { t } = useTranslation('layout');
  const [full, setFull] = useState(() => document.fullscreenElement !== null);
  useEffect(() => {
    const update = () => setFull(document.fullscreenElement !== null);
    document.addEventListener('fullscreenchange', update);
    return () => document.removeEventListener('fullscreenchange', update);
  }, []);
  const toggle = () =>
    void (full ? document.exitFullscreen() : document.documentElement.requestFullscreen()).catch(
      () => undefined,
    );
  const label = full ? t('exitFullScreen') : t('fullScreen');
  return (
    <IconButton
      label={label}
      icon={full ? <FullScreenMinimizeRegular /> : <FullScreenMaximizeRegular />}
      onClick={toggle}
    />
  );
}
