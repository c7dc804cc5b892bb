import { createContext, useContext } from 'react';
import type { HttpClient } from '@console/lib/http/http-client';

/**
 * What every feature may use from the shell: the HTTP client, the caller's permission codes,
 * the toasts and the way to another page. The shell provides it; features never reach into the session's internals.
 */
export interface AppServices {
  http: HttpClient;
  /** True when the caller's buttons include this permission code (SPEC.md §6). */
  hasPermission: (code: string) => boolean;
  notifySuccess: (message: string) => void;
  notifyError: (message: string) => void;
  /** Ask before a destructive action; resolves true when the user confirms. */
  confirm: (message: string) => Promise<boolean>;
  /** Opens a console page (its path and query) in its tab, as following a menu does. */
  openPage: (location: string) => void;
}

export const AppServicesContext = createContext<AppServices | undefined>(undefined);

export function useAppServices(): AppServices {
  const services = useContext(AppServicesContext);
  if (!services) throw new Error('useAppServices outside AppServicesContext');
  return services;
}
