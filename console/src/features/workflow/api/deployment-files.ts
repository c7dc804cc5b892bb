/** The files a deployment takes: BPMN 2.0 XML, as .bpmn or .bpmn20.xml. */
export function isProcessFile(name: string): boolean {
  return /\.(bpmn|bpmn20\.xml)$/i.test(name);
}

/** The names of the chosen files that are not process files, for the refusal to name them. */
export function notProcessFiles(names: readonly string[]): string[] {
  return names.filter((name) => !isProcessFile(name));
}
