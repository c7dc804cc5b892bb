import { useEffect, useState } from 'react';
import { site } from '@console/config/site';

/** The screen size class of SPEC.md §2: 3 from 1200 px, 2 from 992, 1 from 768, else 0. */
export function screenSizeOf(width: number): 0 | 1 | 2 | 3 {
  const { small, medium, large } = site.breakpoints;
  if (width >= large) return 3;
  if (width >= medium) return 2;
  if (width >= small) return 1;
  return 0;
}

export function useScreenSize(): 0 | 1 | 2 | 3 {
  const [size, setSize] = useState(() => screenSizeOf(window.innerWidth));
  useEffect(() => {
    const update = () => setSize(screenSizeOf(window.innerWidth));
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  return size;
}
