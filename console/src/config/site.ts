/** The console's constants (SPEC.md §9). One place, so that a deployment changes them here only. */
export const site = {
  /** Prefix of every key the console stores in the browser. */
  storageKey: 'saber',
  title: '预付管家',
  clientId: 'saber',
  clientSecret: 'saber_secret',
  tenantMode: true,
  defaultTenantId: '000000',
  loginScope: 'all',
  /** Department/role switching in the user menu; off unless a deployment turns it on. */
  switchMode: false,
  authHeader: 'Blade-Auth',
  requestTimeoutMs: 120_000,
  tokenRefreshCheckMs: 10_000,
  /** Seconds after the token's time at which it is refreshed. */
  tokenTime: 3000,
  accessTokenCookie: 'saber-access-token',
  refreshTokenCookie: 'saber-refresh-token',
  preventDoubleClickMs: 2000,
  defaultPageSize: 10,
  pageSizes: [10, 30, 50, 100, 200],
  defaultThemeColour: '#409EFF',
  defaultLanguage: 'zh',
  breakpoints: { small: 768, medium: 992, large: 1200 },
  avatar: { maxBytes: 500 * 1024, types: ['image/jpeg', 'image/png'] },
  homePath: '/wel/index',
  /** Answer codes that fail a call without a toast (SPEC.md §8); the caller handles them. */
  silentCodes: [] as number[],
  footer: {
    copyright: 'Copyright © 2026 预付管家',
    publicSecurityFiling: { text: '京公网安备 11000002000001号', href: 'https://beian.mps.gov.cn/' },
    icpFiling: { text: '京ICP备00000000号-1', href: 'https://beian.miit.gov.cn/' },
  },
} as const;
