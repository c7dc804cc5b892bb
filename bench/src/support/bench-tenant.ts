import { apiCall } from '@platform/http/api-client';
import { signIn } from '@bench/support/sign-in';

/**
 * A tenant made as the platform administrator makes one (tenant/submit), with no account limit;
 * the product gives it an administrator who signs in as admin/admin.
 */
export async function createBenchTenant(productUrl: string, tenantId: string): Promise<void> {
  await apiCall(productUrl, await signIn(productUrl), 'POST', 'blade-system/tenant/submit', {
    tenantId,
    tenantName: 'bench',
    accountNumber: -1,
  });
}
