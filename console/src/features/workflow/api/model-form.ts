/** What the designer's fields hold besides the diagram. */
export interface ModelForm {
  modelKey: string;
  name: string;
  description: string;
}

export type ModelFormProblem = 'modelKeyRequired' | 'modelKeyFormat' | 'nameRequired';

/**
 * The model key becomes the id of the diagram's process, the key its definitions are deployed
 * under: it must be an XML name (a letter or an underscore first; letters, digits, _ . - after).
 */
export function modelFormProblems(form: ModelForm): Partial<Record<keyof ModelForm, ModelFormProblem>> {
  const problems: Partial<Record<keyof ModelForm, ModelFormProblem>> = {};
  const key = form.modelKey.trim();
  if (key === '') problems.modelKey = 'modelKeyRequired';
  else if (!/^[A-Za-z_][\w.-]*$/.test(key)) problems.modelKey = 'modelKeyFormat';
  if (form.name.trim() === '') problems.name = 'nameRequired';
  return problems;
}
