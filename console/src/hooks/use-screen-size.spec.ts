import { screenSizeOf } from '@console/hooks/use-screen-size';

it('classes screen widths at 768, 992 and 1200 (SPEC §2)', () => {
  expect([0, 767, 768, 991, 992, 1199, 1200, 1920].map(screenSizeOf)).toEqual([0, 0, 1, 1, 2, 2, 3, 3]);
});
