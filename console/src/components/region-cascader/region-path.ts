/** The parent of the provinces in blade-system/region/lazy-tree. */
export const topRegionCode = '00';

/** The levels of a business area: province, city, district, street or town (SPEC.md §9). */
export const businessAreaLevels = 4;

/** The length of a code at each level (National Bureau of Statistics: 2, 4, 6, then 9). */
const codeLengths = [2, 4, 6, 9] as const;

/**
 * The codes from the province down to a region, read off its code, for opening the cascader at
 * a stored business area. A code of another shape gives no path: the user picks again.
 */
export function regionPath(code: string): string[] {
  const trimmed = code.trim();
  if (!/^\d+$/.test(trimmed) || trimmed.length !== codeLengths[businessAreaLevels - 1]) return [];
  return codeLengths.map((length) => trimmed.slice(0, length));
}

/** The parent code whose children fill each level: "00" for provinces, then the path. */
export function parentCodeAt(level: number, path: readonly string[]): string | undefined {
  if (level === 0) return topRegionCode;
  return path[level - 1];
}

/** A choice at one level keeps the levels above and clears those below. */
export function chooseAt(path: readonly string[], level: number, code: string): string[] {
  return [...path.slice(0, level), code];
}

/** What the form sends: the fourth level's code, nothing until it is chosen. */
export function businessAreaOf(path: readonly string[]): string {
  return path.length === businessAreaLevels ? (path[businessAreaLevels - 1] ?? '') : '';
}
