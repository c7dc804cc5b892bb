/** @jest-environment jsdom */
import '@console/testing/jsdom-text-encoder';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { useTabInAddress } from '@console/hooks/use-tab-in-address';

const tabs = ['deposits', 'refunds', 'refused'] as const;

/** The hook on a page opened at `address`, with the address it leaves. */
function onPageAt(address: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[address]}>{children}</MemoryRouter>
  );
  return renderHook(
    () => {
      const [tab, show] = useTabInAddress(tabs);
      const { pathname, search } = useLocation();
      return { tab, show, address: `${pathname}${search}` };
    },
    { wrapper },
  );
}

describe('useTabInAddress', () => {
  it('shows the first tab on a plain address, and writes the tab shown next into it', () => {
    const { result } = onPageAt('/prepaid/abnormal-order');
    expect(result.current.tab).toBe('deposits');
    act(() => result.current.show('refused'));
    expect(result.current.tab).toBe('refused');
    expect(result.current.address).toBe('/prepaid/abnormal-order?tab=refused');
  });

  it("shows the address's tab, keeping the address's other parameters when switching", () => {
    const { result } = onPageAt('/prepaid/abnormal-order?day=2026-11-24&tab=refunds');
    expect(result.current.tab).toBe('refunds');
    act(() => result.current.show('deposits'));
    expect(result.current.address).toBe('/prepaid/abnormal-order?day=2026-11-24&tab=deposits');
  });

  it('shows the first tab for a name the page does not offer', () => {
    const { result } = onPageAt('/prepaid/abnormal-order?tab=removed');
    expect(result.current.tab).toBe('deposits');
  });
});
