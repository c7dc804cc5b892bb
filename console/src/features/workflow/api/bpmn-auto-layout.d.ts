/** bpmn-auto-layout publishes no types; this is the one call the console makes of it. */
declare module 'bpmn-auto-layout' {
  /** The model's XML with a diagram section (BPMN DI) generated for its first process. */
  export function layoutProcess(xml: string): Promise<string>;
}
