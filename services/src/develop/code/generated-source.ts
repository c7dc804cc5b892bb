/** Helpers that write TypeScript source text: literals that compile whatever the text holds. */

/** A single-quoted string literal of `text`. */
export function quoted(text: string): string {
  return `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n').replace(/\r/g, '\\r')}'`;
}

/** A line of a doc comment: the text cannot close the comment early. */
export function commentText(text: string): string {
  return text.replace(/\*\//g, '* /').replace(/\s+/g, ' ');
}

/** demoBook → demo-book (file names) */
export function kebabCase(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

/** demoBook → DemoBook (type names) */
export function pascalCase(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** demoBook → Demo book (English labels) */
export function words(name: string): string {
  const spaced = name.replace(/[A-Z]/g, (letter) => ` ${letter.toLowerCase()}`);
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}
