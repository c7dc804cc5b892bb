import { useCallback, useEffect, useState } from 'react';
import { useAppServices } from '@console/lib/app-services/app-services';
import { authApi, type Captcha } from '@console/lib/session/auth-api';

/** The login captcha: one drawn on arrival, another on each refresh (codes are single use). */
export function useCaptcha() {
  const { http } = useAppServices();
  const [captcha, setCaptcha] = useState<Captcha>();
  const refresh = useCallback(() => {
    authApi(http)
      .captcha()
      .then(setCaptcha)
      .catch(() => setCaptcha(undefined));
  }, [http]);
  useEffect(refresh, [refresh]);
  return { captcha, refresh };
}
