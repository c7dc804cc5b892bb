/** A camelCase wire name as its snake_case column: createTime → create_time. */
export function snakeCase(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}
